import { graphql } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { checkCodeQuery as CheckCode } from '../../__generated__/relay/checkCodeQuery.graphql.ts';
import type { RuntimeSettings } from '../../app/runtimeSettings.ts';
import { relayEnvironment } from '../../relay/relayEnvironment.ts';

const checkCodeQuery = graphql`
  query checkCodeQuery($registrationCode: String!) {
    registrationCodeDetails(registrationCode: $registrationCode) {
      errorDetails {
        error
      }
    }
  }
`;

/** The first error of a typed access code, undefined when it may register. Loaded on submit: it brings Relay. */
export async function checkCode(settings: RuntimeSettings, registrationCode: string): Promise<string | undefined> {
  const data = await fetchQuery<CheckCode>(relayEnvironment(settings), checkCodeQuery, {
    registrationCode,
  }).toPromise();
  const details = data?.registrationCodeDetails;
  return details ? details.errorDetails[0]?.error : 'REGISTRATION_CODE_INVALID';
}
