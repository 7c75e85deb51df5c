// Renders one screen the way the app does — the real block and layout registries, the real i18next instance in
// the language under test, a react-router data router at the route's path — and reports everything that breaks
// the screen contract: missing i18n keys, unknown block types, errors thrown while rendering, React warnings.
import type { Language } from '../../src/shared/languages.ts';
import { format } from 'node:util';
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  Outlet,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { vi } from 'vitest';
import { blockRegistry } from '../../src/blocks/blockRegistry.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { localizedPath } from '../../src/navigation/routeTable.ts';
import type { RouteConfig, ScreenConfig } from '../../src/config/types.ts';
import { activateLanguage } from '../../src/i18n/activateLanguage.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { BlockRegistryContext } from '../../src/render/blockRegistryContext.ts';
import { RouteScreen } from '../../src/routing/RouteScreen.tsx';
import { builtInSettings, publishRuntimeSettings, type RuntimeSettings } from '../../src/settings/runtimeSettings.ts';

/** Runtime settings that show every block whose showWhen the settings decide (e.g. the technical-issues notice). */
export const contractSettings: RuntimeSettings = {
  ...builtInSettings,
  entrancePageConfig: { ...builtInSettings.entrancePageConfig, showTechnicalIssues: true },
};

export interface RenderedScreen {
  /** One sentence per contract failure; empty when the screen is fine. */
  failures: string[];
  /** The first heading inside <main>, e.g. { level: 1, text: 'Welcome' }. */
  firstHeading: { level: number; text: string } | undefined;
  /** The layout the page frame says it is (its `layout-<name>` class). */
  layout: string | undefined;
}

/** Where the failures of the screen being rendered go; undefined between renders. */
let failures: Set<string> | undefined;
const fail = (message: string) => failures?.add(message);
const errorText = (error: unknown) => {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText} ${String(error.data)}`;
  return error instanceof Error ? `${error.name}: ${error.message}` : format(error);
};
/** What a console call said, without the stack traces React and react-router append. */
const consoleText = (args: unknown[]) => format(...args).split('\n')[0];

/**
 * Makes i18next report what the visitor would see as a raw key or a broken text, for the language under test:
 * no fallback language can hide a key missing in it. Called once; the instance is the app's own.
 */
function reportI18nProblems() {
  Object.assign(i18n.options, {
    fallbackLng: false,
    saveMissing: true,
    missingKeyHandler: (lngs: readonly string[], _ns: string, key: string) =>
      fail(`missing i18n key "${key}" in ${lngs.join(', ')}`),
    returnedObjectHandler: (key: string) => {
      fail(`i18n key "${key}" names a group of texts in ${i18n.language}, not a text`);
      return key;
    },
    missingInterpolationHandler: (text: string, match: string[]) => {
      fail(`i18n text "${text}" in ${i18n.language} was given no value for ${match[0]}`);
      return match[0];
    },
  });
}

let i18nReported = false;

/** Loads and switches to a language the way a route's language branch does (translations, <html lang>, cookies). */
export async function switchLanguage(lang: string) {
  if (!i18nReported) reportI18nProblems();
  i18nReported = true;
  await activateLanguage(lang);
  if (i18n.resolvedLanguage !== lang) throw new Error(`i18next did not switch to ${lang}`);
}

/**
 * Leaves the language with its core texts only, as a page opened at a screen's URL has them before the screen's
 * loader adds the screen's own: a screen naming another screen's own texts then shows them raw.
 */
export async function onlyCoreTexts(lang: string) {
  i18n.removeResourceBundle(lang, 'translation');
  await i18n.reloadResources([lang], ['translation']);
}

/** The URL of a route in a language, under the base path, e.g. /acquisition/de/lobby?token=…. */
export const screenUrl = (route: RouteConfig, lang: Language | undefined, search = '') =>
  `${appConfig.basePath}${localizedPath(lang, route.path)}${search ? `?${search}` : ''}`;

function RouteErrorRecorder() {
  fail(`error while rendering: ${errorText(useRouteError())}`);
  return <div data-route-error="" />;
}

const KEY_LIKE = /^[A-Za-z][\w-]*(?:\.[\w-]+)+$/;
const TEXT_ATTRIBUTES = ['aria-label', 'title', 'alt', 'placeholder', 'content'];

/** Texts and text attributes that are an i18n key of this language's translations, shown as they are. */
function rawKeysIn(nodes: readonly Node[], lang: string): string[] {
  const namespaces = new Set(Object.keys(i18n.getResourceBundle(lang, 'translation') ?? {}));
  const isKey = (text: string | null | undefined) =>
    !!text && KEY_LIKE.test(text.trim()) && namespaces.has(text.trim().split('.')[0]!);
  const found: string[] = [];
  for (const node of nodes) {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let current: Node | null = walker.currentNode; current; current = walker.nextNode()) {
      if (current.nodeType === Node.TEXT_NODE && isKey(current.nodeValue)) found.push(current.nodeValue!.trim());
      if (current instanceof Element) {
        for (const name of TEXT_ATTRIBUTES)
          if (isKey(current.getAttribute(name))) found.push(current.getAttribute(name)!);
      }
    }
  }
  return found;
}

/**
 * Renders `screen` at `route`'s path in `lang` (the current i18next language, see switchLanguage) and reports what
 * breaks the contract. The router needs no network: the root's settings and the screen come as hydration data.
 * Lazy chunks (forms, Relay) may stay suspended; the synchronous screen is what is checked.
 */
export async function renderScreen({
  route,
  screen,
  lang,
  search = '',
  settings = contractSettings,
  settled,
}: {
  route: RouteConfig;
  screen: ScreenConfig;
  lang: Language;
  search?: string;
  settings?: RuntimeSettings;
  /** What else to wait for before checking (a module the screen loads, e.g. the outcome rules). */
  settled?: () => Promise<unknown>;
}): Promise<RenderedScreen> {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const collected = (failures = new Set<string>());
  const consoleError = vi
    .spyOn(console, 'error')
    .mockImplementation((...args) => fail(`console.error: ${consoleText(args)}`));
  const consoleWarn = vi
    .spyOn(console, 'warn')
    .mockImplementation((...args) => fail(`console.warn: ${consoleText(args)}`));
  const url = screenUrl(route, lang, search);
  const routes: RouteObject[] = [
    {
      id: 'root',
      element: (
        <BlockRegistryContext value={blockRegistry}>
          <Outlet />
        </BlockRegistryContext>
      ),
      errorElement: <RouteErrorRecorder />,
      children: [
        {
          path: lang,
          children: [
            {
              id: 'screen',
              path: route.path,
              loader: () => screen,
              element: <RouteScreen route={route} />,
              errorElement: <RouteErrorRecorder />,
              handle: { route },
            },
          ],
        },
      ],
    },
  ];
  publishRuntimeSettings(settings);
  const router = createMemoryRouter(routes, {
    basename: appConfig.basePath,
    initialEntries: [url],
    hydrationData: { loaderData: { screen } },
  });
  const container = document.body.appendChild(document.createElement('div'));
  let shown: Omit<RenderedScreen, 'failures'> = { firstHeading: undefined, layout: undefined };
  const root = createRoot(container, {
    onCaughtError: (error) => fail(`error while rendering: ${errorText(error)}`),
    onUncaughtError: (error) => fail(`error while rendering: ${errorText(error)}`),
    onRecoverableError: (error) => fail(`recoverable error while rendering: ${errorText(error)}`),
  });
  try {
    await act(async () =>
      root.render(
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nextProvider>
        </StrictMode>,
      ),
    );
    await act(async () => {}); // what effects set off (a redirect, a language change) settles too
    if (settled) {
      await act(settled);
      await act(async () => {}); // and what that set off
    }

    const { pathname, search: shownSearch } = router.state.location; // with the base path
    if (pathname + shownSearch !== url) fail(`the screen did not stay at ${url}: it went to ${pathname}${shownSearch}`);
    for (const element of container.querySelectorAll('[data-unknown-block]')) {
      fail(`unknown block type "${element.getAttribute('data-unknown-block')}"`);
    }
    for (const key of rawKeysIn([container, document.head], lang)) fail(`raw i18n key "${key}" is shown`);
    const heading = container.querySelector('main :is(h1, h2, h3, h4, h5, h6)');
    const page = container.querySelector('.page');
    shown = {
      firstHeading: heading ? { level: Number(heading.tagName.slice(1)), text: heading.textContent ?? '' } : undefined,
      layout: [...(page?.classList ?? [])].find((c) => c.startsWith('layout-'))?.slice('layout-'.length),
    };
  } finally {
    act(() => root.unmount()); // what unmounting says counts too
    router.dispose();
    publishRuntimeSettings(builtInSettings);
    container.remove();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
    failures = undefined;
  }
  return { failures: [...collected], ...shown };
}
