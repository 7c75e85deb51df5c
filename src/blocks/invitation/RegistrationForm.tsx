import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RegistrationForm_details$key } from '../../__generated__/relay/RegistrationForm_details.graphql.ts';
import form from '../../../config/forms/registration.json' with { type: 'json' };
import validateFns from '../../forms/__generated__/registration.validator.ts';
import { ConfigForm } from '../../forms/ConfigForm.tsx';
import type { FormMessages } from '../../forms/formMessages.ts';
import { trackCountryChange } from '../../platform/tracking/dataLayer.ts';
import { RequestErrorNotice } from '../../relay/RequestErrorNotice.tsx';
import { useLanguagePrefix } from '../../routing/useLanguagePrefix.ts';
import { readDraft, saveDraft, type RegistrationValues } from './registrationDraft.ts';
import { useRegistration, type FinishedIn } from './useRegistration.ts';

const schema = form.schema as RJSFSchema;
const validator = createPrecompiledValidator<RegistrationValues>(validateFns, schema);

interface RegistrationFormProps {
  registrationCode: string;
  details: RegistrationForm_details$key;
  finishedIn: FinishedIn;
}

/** The registration form of config/forms/registration.json; its country list comes from the backend. */
export function RegistrationForm({ registrationCode, details, finishedIn }: RegistrationFormProps) {
  const { t, i18n } = useTranslation();
  const lang = useLanguagePrefix();
  const { countryOptions } = useFragment(
    graphql`
      fragment RegistrationForm_details on RegistrationCodeDetails {
        countryOptions {
          isoCode
          dataPolicyPkString
          termsPkString
        }
      }
    `,
    details,
  );
  const [values, setValues] = useState<RegistrationValues>(readDraft);
  const [formKey, setFormKey] = useState(0);
  const { submit, retry, busy, outcome, failure } = useRegistration({
    registrationCode,
    lang,
    language: i18n.resolvedLanguage ?? 'en',
    finishedIn,
    onRegisteredInPlace: () => {
      setValues({});
      setFormKey((key) => key + 1);
    },
  });

  // The schema knows every country; the visitor is offered those of the code's countryOptions.
  const uiSchema = useMemo(() => {
    const offered = countryOptions.map((c) => c.isoCode);
    const country = form.uiSchema.country;
    return {
      ...form.uiSchema,
      country: { ...country, 'ui:options': { ...(country as { 'ui:options'?: object })['ui:options'], offered } },
    } as UiSchema;
  }, [countryOptions]);

  const extraErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(outcome.fields).map(([field, keys]) => [field, { __errors: keys.map((k) => t(k)) }]),
      ) as ErrorSchema<RegistrationValues>,
    [outcome, t],
  );

  const change = (next: RegistrationValues) => {
    if (next.country !== values.country && next.country) trackCountryChange(next.country);
    setValues(next);
    saveDraft(next);
  };
  const optionOf = (data: RegistrationValues) => countryOptions.find((c) => c.isoCode === data.country);
  const send = (data: RegistrationValues) => {
    const option = optionOf(data);
    if (option) submit(data, option);
  };
  const sendAgain = () => {
    const option = optionOf(values);
    if (option) retry(values, option);
  };

  return (
    <div className="registration-form">
      {outcome.page.length > 0 && (
        <div className="notice notice-error" role="alert">
          {outcome.page.map((key) => (
            <p key={key}>{t(key)}</p>
          ))}
        </div>
      )}
      {failure && <RequestErrorNotice error={failure} onRetry={sendAgain} />}
      <ConfigForm<RegistrationValues>
        key={formKey}
        idPrefix="registration"
        schema={schema}
        validator={validator}
        uiSchema={uiSchema}
        messages={form.messages as FormMessages}
        initialValues={values}
        onChange={change}
        onSubmit={send}
        extraErrors={Object.keys(extraErrors).length ? extraErrors : undefined}
        submitting={busy}
      />
    </div>
  );
}
