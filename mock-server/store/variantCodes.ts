// The catalogue's variant scenarios: a seeded code each, with the customization its answer shows (which the scenario
// replay test checks the backend answers), and what a code has besides.
import type { ScenarioCatalogue } from '../scenarios/catalogue.ts';
import type { RegistrationCodeRecord, RegistrationCustomization } from './records.ts';

const EXTRAS: Record<string, Partial<RegistrationCodeRecord>> = {
  'MOCK-LONG-NAME': { inviter: { name: 'Wolfeschlegelsteinhausenbergerdorffvoralternwaren', active: true } },
};

export const variantCodes = (catalogue: Pick<ScenarioCatalogue, 'scenarios'>) =>
  catalogue.scenarios
    .filter((s) => s.kind === 'variant' && s.trigger.via === 'seed' && s.trigger.field === 'registrationCode')
    .map((s) => ({
      code: s.trigger.value,
      customization: s.expect!.equals as unknown as RegistrationCustomization,
      ...EXTRAS[s.trigger.value],
    }));
