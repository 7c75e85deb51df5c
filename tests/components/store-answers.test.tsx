// @vitest-environment jsdom
// A mutation's answer a page shows from Relay's store (docs/decisions.md, the data layer): the generated link
// (GeneratedLink_link). The mutation runs against Relay's mock environment (relay-test-utils); the page reads the
// link by the id its answer put in the URL, from the store without a request, and follows a change of it.
import { act } from 'react';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import generateMutation, {
  type generateRegistrationLinkMutation,
} from '../../src/__generated__/relay/generateRegistrationLinkMutation.graphql.ts';
import { GeneratedLinkBlock } from '../../src/blocks/generatedLink/GeneratedLinkBlock.tsx';
import { preloadGeneratedLink } from '../../src/blocks/generatedLink/preloadGeneratedLink.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { activateLanguage } from '../../src/i18n/activateLanguage.ts';
import { nodeFromStore } from '../../src/relay/nodeFromStore.ts';
import { mutate } from '../../src/relay/requests.ts';
import type { BlockOf } from '../../src/render/blockTypes.ts';
import { renderRoutes } from './renderRoutes.tsx';

vi.stubGlobal('jest', vi); // relay-test-utils makes its mock functions with Jest's API: Vitest's is the same
let environment: MockEnvironment;
vi.mock('../../src/relay/environment.ts', () => ({ relayEnvironment: () => environment }));
beforeAll(() => activateLanguage(undefined));

const block = {
  type: 'generatedLink',
  heading: 'test.heading',
  label: 'test.label',
  validUntil: 'test.validUntil',
  copy: 'test.copy',
  copied: 'test.copied',
  copyFailed: 'test.copyFailed',
} as BlockOf<'generatedLink'>;

const linkTo = (code: string) => `${window.location.origin}${appConfig.basePath}/${code}?validityTimestamp=1.abc`;
const asked = (name: string) =>
  environment.mock.getAllOperations().filter((operation) => operation.request.node.operation.name === name);

describe('the generated link (GeneratedLink_link), from the mutation that made it', () => {
  it('shows the link in the store by the id in the URL, asking nothing, and a change of it', async () => {
    environment = createMockEnvironment({ missingFieldHandlers: [nodeFromStore] });
    const sent = mutate<generateRegistrationLinkMutation>(environment, generateMutation, {
      input: { registrationCode: 'MOCK-VALID' },
    });
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        RegistrationLink: () => ({ id: 'lnk_1', url: linkTo('MOCK-VALID'), validUntil: '2026-12-12T10:00:00Z' }),
      }),
    );
    const id = (await sent).generateRegistrationLink!.registrationLink!.id;
    preloadGeneratedLink(new URL(`http://localhost/?registrationLink=${id}`));
    const container = await renderRoutes(
      environment,
      [{ path: '/', element: <GeneratedLinkBlock block={block} /> }],
      `/?registrationLink=${id}`,
    );
    const field = () => container.querySelector('textarea');
    await vi.waitFor(() => expect(field()?.value).toBe(linkTo('MOCK-VALID')));
    expect(asked('GeneratedLinkAnswerQuery')).toEqual([]);
    await act(async () => environment.commitUpdate((store) => store.get(id)!.setValue(linkTo('MOCK-OTHER'), 'url')));
    expect(field()?.value).toBe(linkTo('MOCK-OTHER'));
  });
});
