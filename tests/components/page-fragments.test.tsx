// @vitest-environment jsdom
// More components that own a fragment, rendered against Relay's mock environment (relay-test-utils) with the app's
// real operations and payloads generated from the contract's types, then changed in the store, which each must follow.
import { act, type ReactNode } from 'react';
import { useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import registrationPageQuery, {
  type RegistrationPageQuery,
} from '../../src/__generated__/relay/RegistrationPageQuery.graphql.ts';
import { useFormPageData } from '../../src/forms/values/formPageData.ts';
import { backendCountryOf, countryOptionsOf } from '../../src/actions/invitationCountries.ts';
import { InvitationData } from '../../src/blocks/invitation/InvitationData.tsx';
import { RegistrationVariant } from '../../src/blocks/invitation/RegistrationVariant.tsx';
import AccountActivation from '../../src/blocks/activation/AccountActivation.tsx';
import RegistrationStatusWatch from '../../src/blocks/registrationStatus/RegistrationStatusWatch.tsx';
import { preloadRegistrationStatus } from '../../src/blocks/registrationStatus/preloadRegistrationStatus.ts';
import { SignedInArea } from '../../src/blocks/signedIn/SignedInArea.tsx';
import signedInCheckQuery, {
  type SignedInCheckQuery,
} from '../../src/__generated__/relay/SignedInCheckQuery.graphql.ts';
import type { BlockOf } from '../../src/render/blockTypes.ts';
import { activateLanguage } from '../../src/i18n/activateLanguage.ts';
import { selectVariant } from '../../src/variants/selectVariant.ts';
import { variantsConfig } from '../../src/config/variantsConfig.ts';
import { nodeFromStore } from '../../src/relay/nodeFromStore.ts';
import { renderRoutes } from './renderRoutes.tsx';

// The app's blocks provide its one environment themselves (RelayBoundary): here that is the mock one of each test.
let environment: MockEnvironment;
vi.mock('../../src/relay/environment.ts', () => ({ relayEnvironment: () => environment }));
// The runtime settings name a socket, as 'verify your e-mail' watches only then (no defaults.json here).
vi.mock('../../src/settings/runtimeSettings.ts', async (actual) => ({
  ...(await actual<object>()),
  runtimeSettings: async () => ({ acqBackendWebsocketURL: 'wss://backend.test/graphql' }),
}));
vi.stubGlobal('jest', vi); // relay-test-utils makes its mock functions with Jest's API: Vitest's is the same
beforeAll(() => activateLanguage(undefined));

const render = (element: ReactNode) =>
  renderRoutes(
    environment,
    [
      { path: '/', element },
      { path: '/welcome', element: <p>welcome page</p> },
    ],
    '/',
  );

/** The id of the store's only record of a type. */
const recordOf = (type: string) =>
  Object.entries(environment.getStore().getSource().toJSON()).find(([, r]) => r?.__typename === type)![0];

describe('the data a code gives its forms (the keys of invitationCountries_details and _country)', () => {
  /** What a form inside reads of the page: the code's countries and the visitor's country as the backend sees it. */
  function FormReads() {
    const { invitation } = useFormPageData().actionData;
    if (!invitation) return <p>none</p>;
    const countries = countryOptionsOf(invitation.details).map((c) => c.isoCode);
    return <p>{`${countries.join(',')} ${backendCountryOf(invitation.country)}`}</p>;
  }

  function Harness() {
    const data = useLazyLoadQuery<RegistrationPageQuery>(registrationPageQuery, { registrationCode: 'MOCK-VALID' });
    const accepted = data.registrationCodeDetails
      ? { details: data.registrationCodeDetails, country: data.countryDetails }
      : undefined;
    return (
      <InvitationData registrationCode="MOCK-VALID" accepted={accepted} finishedIn="page" registrationFlow="default">
        <FormReads />
      </InvitationData>
    );
  }

  it("hands the forms the code's countries and the backend's country, and a change of it in the store", async () => {
    environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        RegistrationCodeDetails: () => ({ countryOptions: [{ isoCode: 'DE' }, { isoCode: 'AT' }] }),
        CountryDetails: () => ({ country: 'AT' }),
      }),
    );
    const container = await render(<Harness />);
    expect(container.textContent).toBe('DE,AT AT');
    const country = recordOf('CountryDetails');
    await act(async () => environment.commitUpdate((store) => store.get(country)!.setValue('CH', 'country')));
    expect(container.textContent).toBe('DE,AT CH');
  });
});

describe("the registration's status (RegistrationStatusWatch_registration)", () => {
  /** 'Verify your e-mail' for a registration, its query started as the route's loader starts it. (An id per test:
   * the loader's store keeps an id's last answer for the page that asks it again.) */
  async function watch(registrationId: string) {
    preloadRegistrationStatus(new URL(`http://localhost/?registrationId=${registrationId}`));
    return render(<RegistrationStatusWatch registrationId={registrationId} whenActivePath="/welcome" />);
  }
  const operationNamed = (name: string) =>
    environment.mock.getAllOperations().find((operation) => operation.request.node.operation.name === name);

  it('moves on once the status in the store becomes active, from the subscription or any update', async () => {
    environment = createMockEnvironment({ missingFieldHandlers: [nodeFromStore] });
    const container = await watch('reg_1');
    await vi.waitFor(() => expect(operationNamed('RegistrationStatusWatchQuery')).toBeDefined());
    const registration = () => ({ __typename: 'Registration', id: 'reg_1', status: 'PENDING_ACTIVATION' });
    const query = operationNamed('RegistrationStatusWatchQuery')!;
    await act(async () => environment.mock.resolve(query, { data: { node: registration() } }));
    const subscription = operationNamed('RegistrationStatusWatchSubscription')!;
    await act(async () =>
      environment.mock.nextValue(
        subscription,
        MockPayloadGenerator.generate(subscription, { Registration: registration }),
      ),
    );
    expect(container.textContent).not.toContain('welcome page');
    await act(async () => environment.commitUpdate((store) => store.get('reg_1')!.setValue('ACTIVE', 'status')));
    expect(container.textContent).toContain('welcome page');
  });

  it("reads a registration the store holds (the form's answer) without asking the backend", async () => {
    environment = createMockEnvironment({ missingFieldHandlers: [nodeFromStore] });
    environment.commitUpdate((store) => {
      const registration = store.create('reg_2', 'Registration');
      registration.setValue('reg_2', 'id');
      registration.setValue('ACTIVE', 'status');
    });
    const container = await watch('reg_2');
    await vi.waitFor(() => expect(container.textContent).toContain('welcome page'));
    expect(operationNamed('RegistrationStatusWatchQuery')).toBeUndefined();
  });
});

describe("a code's variant (RegistrationVariant_details)", () => {
  function Harness() {
    const data = useLazyLoadQuery<RegistrationPageQuery>(registrationPageQuery, { registrationCode: 'MOCK-VALID' });
    const accepted = data.registrationCodeDetails && { details: data.registrationCodeDetails, country: null };
    return (
      <RegistrationVariant
        registrationCode="MOCK-VALID"
        accepted={accepted ?? undefined}
        check={null}
        checkingHeadline="screens.landing.title"
      >
        {({ registrationFlow }) => <p>{registrationFlow}</p>}
      </RegistrationVariant>
    );
  }

  it("shows the copy and flow the code's customization chooses, and a change of it in the store", async () => {
    const [first, second] = Object.keys(variantsConfig.copyVariants);
    const customization = {
      copyVariant: first!,
      welcomeVoucher: null,
      registrationLayout: null,
      registrationFlow: variantsConfig.defaults.registrationFlow,
      theme: null,
    };
    /** What the app chooses for the code with this customization (config's rules and precedence). */
    const chosen = (copyVariant: string) =>
      selectVariant({
        slug: 'MOCK-VALID',
        query: new URLSearchParams(),
        customization: { ...customization, copyVariant },
        inviterName: 'Anna Schmidt',
      });
    environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, {
        RegistrationCodeDetails: () => ({ errorDetails: [], inviterName: 'Anna Schmidt' }),
        RegistrationCustomization: () => customization,
      }),
    );
    const container = await render(<Harness />);
    const registration = container.querySelector<HTMLElement>('.registration')!;
    expect(registration.dataset.copyVariant).toBe(chosen(first!).copyVariant);
    expect(registration.dataset.flow).toBe(chosen(first!).registrationFlow);
    const record = recordOf('RegistrationCustomization');
    await act(async () => environment.commitUpdate((store) => store.get(record)!.setValue(second!, 'copyVariant')));
    expect(registration.dataset.copyVariant).toBe(chosen(second!).copyVariant);
    expect(chosen(second!).copyVariant, 'a change the page can show').not.toBe(chosen(first!).copyVariant);
  });
});

/** A paragraph block of a text key: what a block list shows, read back as the key itself (no such text). */
const text = (key: string) => ({ type: 'text' as const, text: key });

describe('the signed-in area (SignedInArea_viewer)', () => {
  const block = {
    type: 'signedIn',
    role: 'ADMIN',
    signIn: 'entrance',
    blocks: [text('test.forTheRole')],
    withoutRole: [text('test.withoutTheRole')],
  } as unknown as BlockOf<'signedIn'>;

  function Harness() {
    const { viewer } = useLazyLoadQuery<SignedInCheckQuery>(signedInCheckQuery, {});
    return <SignedInArea block={block} viewer={viewer} />;
  }

  it("shows the blocks of the viewer's role, and follows a change of the roles in the store", async () => {
    environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, { User: () => ({ email: 'anna@mock.test', roles: ['MEMBER'] }) }),
    );
    const container = await render(<Harness />);
    expect(container.textContent).toContain('test.withoutTheRole');
    const user = recordOf('User');
    await act(async () => environment.commitUpdate((store) => store.get(user)!.setValue(['MEMBER', 'ADMIN'], 'roles')));
    expect(container.textContent).toContain('test.forTheRole');
    expect(container.textContent).not.toContain('test.withoutTheRole');
  });
});

describe('the account activation (AccountActivation_payload)', () => {
  const block = {
    type: 'accountActivation',
    activating: [text('test.activating')],
    activated: [text('test.activated')],
  } as unknown as BlockOf<'accountActivation'>;

  it("activates once, shows the activated blocks for the mutation's answer", async () => {
    environment = createMockEnvironment();
    const container = await render(<AccountActivation block={block} activationId="act_test_1" />);
    expect(container.textContent).toContain('test.activating');
    const [mutation, ...more] = environment.mock.getAllOperations();
    expect(more).toEqual([]);
    expect(mutation!.request.variables).toEqual({ input: { activationId: 'act_test_1' } });
    await act(async () =>
      environment.mock.resolve(
        mutation!,
        MockPayloadGenerator.generate(mutation!, {
          ActivateAccountPayload: () => ({ error: null }),
          Registration: () => ({ status: 'ACTIVE' }),
        }),
      ),
    );
    expect(container.textContent).toContain('test.activated');
  });
});
