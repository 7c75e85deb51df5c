// config/forms/registration.json, for the rules the app and the mock share (src/shared/registrationRules.ts): the
// countries and the one preselected are written once, as the form's country field. The form itself loads its config
// through its generated module (src/config/forms/__generated__).
import registration from '../../config/forms/registration.json' with { type: 'json' };

// As the JSON reads: the generated FormConfig types a field's schema as any JSON Schema, and the rules need the
// country field's enum and default.
export const registrationFormConfig = registration;
