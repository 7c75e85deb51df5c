// Submit, then finalize (spec §4); each answer's problems become what config/outcomes.json says.
import { useState } from 'react';
import { useMutation } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { registrationMutationsFinalizeMutation } from '../../__generated__/relay/registrationMutationsFinalizeMutation.graphql.ts';
import type { registrationMutationsSubmitMutation } from '../../__generated__/relay/registrationMutationsSubmitMutation.graphql.ts';
import type { VariantChoice } from '../../config/__generated__/variants.ts';
import { appConfig } from '../../config/appConfig.ts';
import { problemReasonOutcome } from '../../outcomes/outcomes.ts';
import { problemOutcome, type ProblemOutcome } from '../../outcomes/problemOutcome.ts';
import { trackOutcome, trackRegistration, trackStep } from '../../platform/tracking/dataLayer.ts';
import { routePath } from '../../routing/routeById.ts';
import { clearDraft, type RegistrationValues } from './registrationDraft.ts';
import { finalizeMutation, submitMutation } from './registrationMutations.ts';

export interface CountryOption {
  readonly isoCode: string;
  readonly dataPolicyPkString: string;
  readonly termsPkString: string;
}

type Problems = readonly { readonly reason: string }[];

export type FinishedIn = VariantChoice['finishedIn'];

interface RegistrationContext {
  registrationCode: string;
  /** The URL's language prefix (undefined: unprefixed English). */
  lang: string | undefined;
  /** The language the visitor sees, sent as the registration's locale. */
  language: string;
  finishedIn: FinishedIn;
  /** Registered, and the page stays (popup): the form starts over. */
  onRegisteredInPlace: () => void;
}

export function useRegistration({
  registrationCode,
  lang,
  language,
  finishedIn,
  onRegisteredInPlace,
}: RegistrationContext) {
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const [commitSubmit, submitting] = useMutation<registrationMutationsSubmitMutation>(submitMutation);
  const [commitFinalize, finalizing] = useMutation<registrationMutationsFinalizeMutation>(finalizeMutation);
  const [outcome, setOutcome] = useState<ProblemOutcome>({ fields: {}, page: [] });
  const [failure, setFailure] = useState<Error | undefined>();
  // Set once submit succeeded: a retry after a failed finalize must not register a second time.
  const [submitted, setSubmitted] = useState<
    { registrationId: string; option: CountryOption; values: RegistrationValues } | undefined
  >();

  // The registration link (code, validity timestamp, the query parameters variants read) travels along,
  // so a page that leads back to the form (the pending page's "use another e-mail address") reopens it.
  const withRegistrationLink = (path: string) => {
    const url = new URL(path, window.location.origin);
    for (const [name, value] of query) if (name !== 'registrationId') url.searchParams.append(name, value);
    url.searchParams.set('registrationCode', registrationCode);
    return url.pathname + url.search;
  };

  /** true when the answer had problems (and they are now shown or navigated to). */
  const handleProblems = (problems: Problems) => {
    if (problems.length === 0) return false;
    for (const { reason } of problems) trackOutcome(problemReasonOutcome(reason));
    const result = problemOutcome(problems, lang);
    if (result.path) void navigate(withRegistrationLink(result.path));
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
        if (finishedIn === 'popup') {
          // The popup opens over this page while the URL holds the registration id (see InvitationBlock).
          setQuery((current) => {
            current.set('registrationId', registrationId);
            return current;
          });
          setSubmitted(undefined); // a next registration from this page starts with its own submit
          onRegisteredInPlace();
        } else {
          void navigate(`${routePath('form-finished', lang)}?registrationId=${encodeURIComponent(registrationId)}`);
        }
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
