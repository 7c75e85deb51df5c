// @vitest-environment jsdom
// The registration page's root (RegistrationPage_answer): the route's loader starts the page's query
// (preloadInvitation), Relay's mock environment (relay-test-utils) answers it, and the page reads the answer while
// rendering: an accepted code shows its registration, a refused one leads where config/outcomes.json says.
import { act } from 'react';
import { useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { outcomesConfig as outcomes } from '../../src/config/outcomesConfig.ts';
import { preloadInvitation } from '../../src/blocks/invitation/preloadInvitation.ts';
import RegistrationPage from '../../src/blocks/invitation/RegistrationPage.tsx';
import { activateLanguage } from '../../src/i18n/activateLanguage.ts';
import { outcomePath } from '../../src/outcomes/outcomes.ts';
import type { BlockOf } from '../../src/render/blockTypes.ts';
import { renderRoutes } from './renderRoutes.tsx';

vi.stubGlobal('jest', vi); // relay-test-utils makes its mock functions with Jest's API: Vitest's is the same
// No server here: the early request waits for ever; Relay's mock environment answers the page's query instead.
vi.stubGlobal('fetch', () => new Promise(() => {}));

// The app provides its one environment itself: here that is the mock one of each test.
let environment: MockEnvironment;
vi.mock('../../src/relay/environment.ts', () => ({ relayEnvironment: () => environment }));
beforeAll(() => activateLanguage(undefined));

const block = {
  type: 'invitation',
  checkingHeadline: 'screens.landing.title',
  blocks: [{ type: 'text', text: 'test.theForm' }],
  finishedPopup: [],
} as unknown as BlockOf<'invitation'>;

function Elsewhere() {
  return <p data-testid="elsewhere">{useLocation().pathname + useLocation().search}</p>;
}

/** The page of a code, its query started as the route's loader starts it; the operation Relay then sends. (A code
 * per test: the loader's store keeps a code's last answer for the page that asks it again.) */
async function open(code: string) {
  environment = createMockEnvironment();
  preloadInvitation(new URL(`http://localhost/${code}`), code);
  const container = await renderRoutes(
    environment,
    [
      { path: '/:slug', element: <RegistrationPage block={block} registrationCode={code} /> },
      { path: '*', element: <Elsewhere /> },
    ],
    `/${code}`,
  );
  await vi.waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  return { container, operation: environment.mock.getAllOperations()[0]! };
}

describe("a code's registration page reads the loader's answer at its root", () => {
  it('asks once, then shows the accepted code with its form', async () => {
    const { container, operation } = await open('MOCK-TEST');
    expect(operation.request.node.operation.name).toBe('RegistrationPageQuery');
    expect(operation.request.variables).toMatchObject({ registrationCode: 'MOCK-TEST', referrer: null });
    expect(container.querySelector('.registration-body')?.hasAttribute('hidden')).toBe(true);
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          RegistrationCodeDetails: () => ({ errorDetails: [], inviterName: 'Anna Schmidt', customization: null }),
        }),
      ),
    );
    await vi.waitFor(() =>
      expect(container.querySelector('.registration')?.getAttribute('data-copy-variant')).toBeTruthy(),
    );
    expect(container.textContent).toContain('test.theForm');
    expect(environment.mock.getAllOperations()).toHaveLength(0); // the page's read joined the loader's request
  });

  it('leads a refused code where config/outcomes.json says for its first error', async () => {
    const { container, operation } = await open('MOCK-REFUSED');
    const [error, rule] = Object.entries(outcomes.codeErrors)[0]!;
    await act(async () =>
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { RegistrationCodeDetails: () => ({ errorDetails: [{ error }] }) }),
      ),
    );
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="elsewhere"]')?.textContent).toBe(
        outcomePath(rule as Parameters<typeof outcomePath>[0], undefined),
      ),
    );
  });
});
