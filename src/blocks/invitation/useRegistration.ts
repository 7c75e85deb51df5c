// Submit, then finalize (spec §4); each answer's problems become what config/outcomes.json says.
import { useState } from 'react';
import { useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import type { registrationMutationsFinalizeMutation } from '../../__generated__/relay/registrationMutationsFinalizeMutation.graphql.ts';
import type { registrationMutationsSubmitMutation } from '../../__generated__/relay/registrationMutationsSubmitMutation.graphql.ts';
import { appConfig } from '../../config/appConfig.ts';
import { problemOutcome, type ProblemOutcome } from '../../outcomes/problemOutcome.ts';
import { trackRegistration, trackStep } from '../../platform/tracking/dataLayer.ts';
import { routePath } from '../../routing/routeById.ts';
import { clearDraft, type RegistrationValues } from './registrationDraft.ts';
import { finalizeMutation, submitMutation } from './registrationMutations.ts';

export interface CountryOption {
  readonly isoCode: string;
  readonly dataPolicyPkString: string;
  readonly termsPkString: string;
}

type Problems = readonly { readonly reason: string }[];

export function useRegistration(registrationCode: string, lang: string | undefined, language: string) {
  const navigate = useNavigate();
  const [commitSubmit, submitting] = useMutation<registrationMutationsSubmitMutation>(submitMutation);
  const [commitFinalize, finalizing] = useMutation<registrationMutationsFinalizeMutation>(finalizeMutation);
  const [outcome, setOutcome] = useState<ProblemOutcome>({ fields: {}, page: [] });
  const [failure, setFailure] = useState<Error | undefined>();
  // Set once submit succeeded: a retry after a failed finalize must not register a second time.
  const [submitted, setSubmitted] = useState<
    { registrationId: string; option: CountryOption; values: RegistrationValues } | undefined
  >();

  /** true when the answer had problems (and they are now shown or navigated to). */
  const handleProblems = (problems: Problems) => {
    if (problems.length === 0) return false;
    const result = problemOutcome(problems, lang);
    if (result.path) void navigate(result.path);
    else setOutcome(result);
    return true;
  };

  function finalize(registrationId: string, option: CountryOption, values: RegistrationValues) {
    setFailure(undefined);
    setSubmitted({ registrationId, option, values });
    const activationPath = appConfig.basePath + routePath('activate-account', lang);
    commitFinalize({
      variables: {
        consents: [
          { consentType: 'TERMS', pkString: option.termsPkString, accepted: true },
          { consentType: 'DATA_POLICY', pkString: option.dataPolicyPkString, accepted: true },
        ],
        input: { registrationId, accountActivationUrl: new URL(activationPath, window.location.origin).href },
      },
      onCompleted: ({ finalizeRegistration }) => {
        if (handleProblems(finalizeRegistration?.registrationProblems ?? [])) return;
        clearDraft();
        trackStep('form_finished');
        void trackRegistration({ email: values.email ?? '', registrationId, newsletter: values.newsletter === true });
        void navigate(`${routePath('form-finished', lang)}?registrationId=${encodeURIComponent(registrationId)}`);
      },
      onError: setFailure,
    });
  }

  function submit(values: RegistrationValues, option: CountryOption) {
    setFailure(undefined);
    setOutcome({ fields: {}, page: [] });
    trackStep('form_submitted');
    commitSubmit({
      variables: {
        registrationCode,
        formInput: { ...values, newsletter: values.newsletter ?? false, locale: language },
        consents: [
          {
            consentType: 'DATA_POLICY',
            pkString: option.dataPolicyPkString,
            accepted: values.termsAndConditions === true,
          },
          { consentType: 'NEWSLETTER', accepted: values.newsletter === true },
        ],
      },
      onCompleted: ({ registrationSubmitForm }) => {
        if (handleProblems(registrationSubmitForm?.registrationProblems ?? [])) return;
        const id = registrationSubmitForm?.registration?.id;
        if (id) finalize(id, option, values);
        else setFailure(new Error('registrationSubmitForm answered without a registration'));
      },
      onError: setFailure,
    });
  }

  /** After a request failure: finalize again when submit already went through, else submit again. */
  const retry = (values: RegistrationValues, option: CountryOption) =>
    submitted ? finalize(submitted.registrationId, submitted.option, submitted.values) : submit(values, option);

  return { submit, retry, busy: submitting || finalizing, outcome, failure };
}
