// The keys the registration page hands its forms for a code's countries (src/actions/invitationCountries.ts), made
// as the page makes them: the page's query's answer in a Relay store, looked up.
import { createOperationDescriptor, Environment, Network, RecordSource, Store } from 'relay-runtime';
import registrationPageQuery, {
  type RegistrationPageQuery,
} from '../../src/__generated__/relay/RegistrationPageQuery.graphql.ts';
import type { CountryOption } from '../../src/actions/invitationCountries.ts';

export function invitationKeys(countryOptions: readonly CountryOption[], backendCountry: string | null) {
  const environment = new Environment({
    network: Network.create(() => {
      throw new Error('no network here');
    }),
    store: new Store(new RecordSource()),
  });
  const operation = createOperationDescriptor(registrationPageQuery, { registrationCode: 'TEST' });
  environment.commitPayload(operation, {
    countryDetails: { country: backendCountry },
    registrationCodeDetails: { countryOptions, errorDetails: [], inviterName: null, customization: null },
  });
  const { registrationCodeDetails, countryDetails } = environment.lookup(operation.fragment)
    .data as RegistrationPageQuery['response'];
  return { details: registrationCodeDetails!, country: countryDetails };
}
