// @vitest-environment jsdom
// Components that show server data read it through their own fragments: rendered here against Relay's mock
// environment (relay-test-utils), with the app's real queries and payloads generated from the contract's types, then
// changed in the store, which the component must follow (it reads the store, not props it was handed).
import { act, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import {
  createMockEnvironment,
  MockPayloadGenerator,
  type MockEnvironment,
  type MockResolvers,
} from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import registrationPageQuery, {
  type RegistrationPageQuery,
} from '../../src/__generated__/relay/RegistrationPageQuery.graphql.ts';
import registrationVariantDetails from '../../src/__generated__/relay/RegistrationVariant_details.graphql.ts';
import type { RegistrationVariant_details$key } from '../../src/__generated__/relay/RegistrationVariant_details.graphql.ts';
import signedInCheckQuery, {
  type SignedInCheckQuery,
} from '../../src/__generated__/relay/SignedInCheckQuery.graphql.ts';
import signedInAreaViewer from '../../src/__generated__/relay/SignedInArea_viewer.graphql.ts';
import type { SignedInArea_viewer$key } from '../../src/__generated__/relay/SignedInArea_viewer.graphql.ts';
import { AccountStatus } from '../../src/blocks/signedIn/AccountStatus.tsx';
import { VariantHeadline } from '../../src/blocks/invitation/VariantHeadline.tsx';
import { activateLanguage } from '../../src/i18n/activateLanguage.ts';
import { i18n } from '../../src/i18n/i18n.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// relay-test-utils makes its mock functions with Jest's API: Vitest's is the same.
vi.stubGlobal('jest', vi);
beforeAll(() => activateLanguage(undefined));

/** Renders into a fresh element with Relay's mock environment and the app's i18n; the element is returned. */
async function render(environment: MockEnvironment, element: ReactNode) {
  const container = document.createElement('div');
  await act(async () =>
    createRoot(container).render(
      <I18nextProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={environment}>
          <Suspense fallback="loading">{element}</Suspense>
        </RelayEnvironmentProvider>
      </I18nextProvider>,
    ),
  );
  return container;
}

/** Answers the next operation with data generated from the contract, with these types' fields as given. */
function answer(environment: MockEnvironment, resolvers: MockResolvers) {
  environment.mock.queueOperationResolver((operation) => MockPayloadGenerator.generate(operation, resolvers));
}

describe('the signed-in area (SignedInCheckQuery spreads SignedInArea_viewer, which spreads AccountStatus_viewer)', () => {
  function Harness() {
    const { viewer } = useLazyLoadQuery<SignedInCheckQuery>(signedInCheckQuery, {});
    const user = useFragment<SignedInArea_viewer$key>(signedInAreaViewer, viewer);
    return user && <AccountStatus viewer={user} onSignOut={() => {}} />;
  }

  it('shows the e-mail the backend answered, and a change of it in the store', async () => {
    const environment = createMockEnvironment();
    answer(environment, { User: () => ({ email: 'anna@mock.test', roles: ['ADMIN'] }) });
    const container = await render(environment, <Harness />);
    expect(container.textContent).toContain('anna@mock.test');

    const [viewerId] = Object.entries(environment.getStore().getSource().toJSON()).flatMap(([id, record]) =>
      record?.__typename === 'User' ? [id] : [],
    );
    await act(async () =>
      environment.commitUpdate((store) => store.get(viewerId!)!.setValue('anna.new@mock.test', 'email')),
    );
    expect(container.textContent).toContain('anna.new@mock.test');
  });
});

describe("a code's registration headline (RegistrationPageQuery spreads RegistrationVariant_details → VariantHeadline_details)", () => {
  const arm = { copyVariant: 'viral', welcomeVoucher: '10' };

  function Harness() {
    const data = useLazyLoadQuery<RegistrationPageQuery>(registrationPageQuery, {
      registrationCode: 'MOCK-VALID',
      validityTimestamp: null,
    });
    const details = useFragment<RegistrationVariant_details$key>(
      registrationVariantDetails,
      data.registrationCodeDetails,
    );
    return (
      details && (
        <VariantHeadline
          shown={arm}
          possible={[arm]}
          details={details}
          checkingHeadline="screens.landing.title"
          exact
        />
      )
    );
  }

  it("greets the visitor with the inviter's name from the store", async () => {
    const environment = createMockEnvironment();
    // The generator fills fields by the name the app reads (the alias inviterName of the contract's invitorName).
    answer(environment, { RegistrationCodeDetails: () => ({ inviterName: 'Anna Schmidt', errorDetails: [] }) });
    const container = await render(environment, <Harness />);
    expect(container.querySelector('.variant-arm[data-visible] h1')?.textContent).toBe('Anna Schmidt has invited you');
  });
});
