import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import form from '../../../config/forms/registration-code.json' with { type: 'json' };
import validateFns from '../../forms/__generated__/registration-code.validator.ts';
import type { RuntimeSettings } from '../../app/runtimeSettings.ts';
import { ConfigForm } from '../../forms/ConfigForm.tsx';
import type { FormMessages } from '../../forms/formMessages.ts';
import { codeErrorOutcome, outcomePath } from '../../outcomes/outcomes.ts';
import { trackOutcome } from '../../platform/tracking/dataLayer.ts';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import { localizedPath } from '../../routing/routeTable.ts';

interface CodeEntryFormProps {
  lang: string | undefined;
  settings: RuntimeSettings;
}

type Values = { registrationCode?: string };
const schema = form.schema as RJSFSchema;
const validator = createPrecompiledValidator<Values>(validateFns, schema);

/** A typed code is checked first: an unknown one is a message on the field, other code errors lead on. */
export default function CodeEntryForm({ lang, settings }: CodeEntryFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({});
  const [checking, setChecking] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>();

  async function check({ registrationCode = '' }: Values) {
    const code = registrationCode.trim();
    setChecking(true);
    setInvalid(false);
    setFailure(undefined);
    try {
      const { checkCode } = await import('./checkCode.ts');
      const error = await checkCode(settings, code);
      if (error === 'REGISTRATION_CODE_INVALID') setInvalid(true);
      else if (error) {
        const outcome = codeErrorOutcome(error);
        trackOutcome(outcome);
        void navigate(outcomePath(outcome, lang)!);
      } else void navigate(localizedPath(lang, encodeURIComponent(code)));
    } catch (error) {
      setFailure(error);
    } finally {
      setChecking(false);
    }
  }

  const extraErrors: ErrorSchema<Values> | undefined = invalid
    ? ({ registrationCode: { __errors: [t(form.messages.registrationCode.format)] } } as ErrorSchema<Values>)
    : undefined;
  return (
    <div className="registration-form code-entry">
      {failure !== undefined && <RequestErrorNotice error={failure} onRetry={() => void check(values)} />}
      <ConfigForm<Values>
        idPrefix="code"
        schema={schema}
        validator={validator}
        uiSchema={form.uiSchema as UiSchema}
        messages={form.messages as FormMessages}
        initialValues={values}
        onChange={(next) => {
          setValues(next);
          setInvalid(false);
        }}
        onSubmit={(data) => void check(data)}
        extraErrors={extraErrors}
        submitting={checking}
      />
    </div>
  );
}
