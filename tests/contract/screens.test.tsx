// @vitest-environment jsdom
// The screen contract: every file of config/screens/, in every language of config/app.json, renders through the
// real registries at its route's path without a missing i18n key, an unknown block type, an error or a React
// warning, and shows its first heading in that language. Nothing here needs the network.
import type { Language } from '../../src/shared/languages.ts';
import { languages } from '../../src/shared/languages.ts';
import { readdirSync, readFileSync } from 'node:fs';
import type * as ReactModule from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routesConfig } from '../../src/config/appConfig.ts';
import { allBlocks } from '../../src/config/blockTree.ts';
import type { RouteConfig, RouteGuard, ScreenConfig } from '../../src/config/types.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { keepEmailToken } from '../../src/navigation/emailToken.ts';
import type { BlockType } from '../../src/render/blockTypes.ts';
import { screenLoader } from '../../src/routing/screenLoader.ts';
import { onlyCoreTexts, renderScreen, screenUrl, switchLanguage } from './renderScreen.tsx';

// Lazy chunks (the RJSF form runner, Relay queries, the status watch) never arrive here: each stays suspended
// behind its Suspense fallback, as on a slow connection. The contract is what the screen shows without them.
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof ReactModule>();
  const never = new Promise<never>(() => {});
  return {
    ...react,
    lazy: () =>
      function NotLoadedYet() {
        return react.use(never);
      },
  };
});

// Nor does the backend answer: the route loaders' early requests (src/blocks/blockPreloads.ts: the code check, who is
// signed in) stay out, as on a slow connection, instead of failing later, in whichever screen's render is under way.
vi.stubGlobal('fetch', () => new Promise<never>(() => {}));

const screenNames = readdirSync('config/screens')
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();
const screenFile = (name: string): ScreenConfig =>
  JSON.parse(readFileSync(`config/screens/${name}.json`, 'utf8')) as ScreenConfig;

type Texts = { [key: string]: string | Texts };
const locales = new Map<string, Texts>();
const localeOf = (lang: string): Texts => {
  if (!locales.has(lang)) locales.set(lang, JSON.parse(readFileSync(`locales/${lang}/translation.json`, 'utf8')));
  return locales.get(lang)!;
};
const leafKeys = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([k, v]) => (typeof v === 'object' ? leafKeys(v, `${prefix}${k}.`) : [prefix + k]));
/** A text as locales/<lang>/translation.json has it, read without i18next. */
function translation(lang: string, key: string): string {
  const text = key.split('.').reduce<string | Texts | undefined>((node, part) => {
    return typeof node === 'object' ? node[part] : undefined;
  }, localeOf(lang));
  if (typeof text !== 'string') throw new Error(`locales/${lang}/translation.json has no text ${key}`);
  return text;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * What each guard lets through, set up before the route loads; returns the query it needs. A new guard type fails
 * tsc here until it has one.
 */
const guardSetup: Record<RouteGuard['type'], () => string> = {
  // A token in the URL is kept for the session and taken out of the address bar: the screen shows at the tidy URL.
  emailToken: () => {
    keepEmailToken(`${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ email: 'contract@mock.test' })}.sig`);
    return '';
  },
};
/** Blocks that send the visitor elsewhere without a parameter of theirs (no ?activationId=: the error page). */
const blockQuery: Partial<Record<BlockType, string>> = { accountActivation: 'activationId=contract-test' };

/** The query under which the route shows this screen (rather than redirecting). */
function queryFor(route: RouteConfig, screen: ScreenConfig): string {
  const types = new Set(allBlocks(screen.blocks).map((block) => block.type));
  return [
    route.guard ? guardSetup[route.guard.type]() : undefined,
    ...Object.entries(blockQuery).map(([type, query]) => (types.has(type as BlockType) ? query : undefined)),
  ]
    .filter(Boolean)
    .join('&');
}

/** The screen as the app's route loader gives it for that URL: validation and guard pass, the config loads. */
async function loadScreenAt(route: RouteConfig, lang: Language, search: string): Promise<ScreenConfig> {
  const request = new Request(`http://localhost${screenUrl(route, lang, search)}`);
  try {
    return (await screenLoader(
      route,
      lang,
    )({ request, params: {}, context: {} } as LoaderFunctionArgs)) as ScreenConfig;
  } catch (thrown) {
    const where = thrown instanceof Response ? `${thrown.status} ${thrown.headers.get('Location') ?? ''}` : thrown;
    throw new Error(
      `route ${route.id} does not show its screen at ${screenUrl(route, lang, search)}: ${String(where)}`,
    );
  }
}

const routesOf = (screen: string) => routesConfig.routes.filter((route) => route.screen === screen);

describe('config/screens', () => {
  it('has screens, each shown by a route of config/routes.json', () => {
    expect(screenNames.length).toBeGreaterThan(0);
    for (const name of screenNames) expect(routesOf(name), `config/screens/${name}.json`).not.toEqual([]);
  });
});

for (const lang of languages) {
  describe(`every screen in ${lang}`, () => {
    beforeAll(() => switchLanguage(lang));

    it.each(screenNames)('%s', async (name) => {
      for (const route of routesOf(name)) {
        const search = queryFor(route, screenFile(name));
        await onlyCoreTexts(lang); // no other screen's own texts linger
        const screen = await loadScreenAt(route, lang, search);
        expect(screen).toEqual(screenFile(name));

        const shown = await renderScreen({ route, screen, lang, search });

        expect(shown.failures, `${screenUrl(route, lang, search)} (route ${route.id})`).toEqual([]);
        expect(shown.layout).toBe(route.layout);
        const heading = allBlocks(screen.blocks).find((block) => block.type === 'heading');
        if (heading) {
          expect(shown.firstHeading).toEqual({ level: heading.level, text: translation(lang, heading.text) });
        }
      }
    });
  });
}

describe('the screen contract catches', () => {
  const [lang, otherLang] = [languages.at(-1)!, languages[0]!];
  const route = routesConfig.routes[0]!;
  const knownKey = route.meta.title; // a text every language has (check:config)
  const synthetic = (...blocks: object[]) => ({ blocks }) as unknown as ScreenConfig;
  const render = (screen: ScreenConfig, search = '') => renderScreen({ route, screen, lang, search });

  beforeAll(() => switchLanguage(lang));

  it('an unknown block type', async () => {
    const { failures } = await render(synthetic({ type: 'carousel', items: [] }));
    expect(failures).toContain('unknown block type "carousel"');
  });

  it('a missing i18n key, shown raw', async () => {
    const { failures } = await render(synthetic({ type: 'text', text: 'screens.contract.noSuchText' }));
    expect(failures).toEqual([
      `missing i18n key "screens.contract.noSuchText" in ${lang}`,
      'raw i18n key "screens.contract.noSuchText" is shown',
    ]);
  });

  it.skipIf(languages.length < 2)(
    'a key missing in the language under test though another language has it',
    async () => {
      await switchLanguage(otherLang);
      i18n.addResource(otherLang, 'translation', 'screens.contract.onlyElsewhere', 'Only elsewhere');
      await switchLanguage(lang);
      const { failures } = await render(
        synthetic({ type: 'heading', level: 1, text: 'screens.contract.onlyElsewhere' }),
      );
      expect(failures).toContain(`missing i18n key "screens.contract.onlyElsewhere" in ${lang}`);
    },
  );

  it('a key that names a group of texts rather than a text', async () => {
    const group = knownKey.split('.').slice(0, -1).join('.');
    const { failures } = await render(synthetic({ type: 'text', text: group }));
    expect(failures).toContain(`i18n key "${group}" names a group of texts in ${lang}, not a text`);
  });

  it('a text whose {{variable}} the screen does not give', async () => {
    const key = leafKeys(localeOf(lang)).find((k) => translation(lang, k).includes('{{'))!;
    const { failures } = await render(synthetic({ type: 'text', text: key }));
    expect(
      failures.some((f) => f.startsWith(`i18n text "${translation(lang, key)}" in ${lang} was given no value`)),
    ).toBe(true);
  });

  it('an error thrown while rendering', async () => {
    const link = { type: 'link', text: knownKey, to: { route: 'no-such-route' } };
    const { failures } = await render(synthetic(link));
    expect(failures).toContain('error while rendering: Error: No route "no-such-route" in config/routes.json.');
  });

  it('a React warning', async () => {
    const { failures } = await render(synthetic({ type: 'list', items: [knownKey, knownKey] }));
    expect(failures.some((f) => f.startsWith('console.error: Encountered two children with the same key'))).toBe(true);
  });

  it('a screen that does not stay at its URL', async () => {
    const heading = { type: 'heading', level: 1, text: knownKey };
    const activation = { type: 'accountActivation', activating: [heading], activated: [heading] };
    // Without its link's id the activation page redirects, once config/outcomes.json's rules have loaded.
    const settled = () => import('../../src/outcomes/outcomeRules.ts');
    const { failures } = await renderScreen({ route, screen: synthetic(activation), lang, settled });
    expect(failures.some((f) => f.startsWith('the screen did not stay at'))).toBe(true);
  });

  it('nothing on a screen that keeps the contract', async () => {
    const shown = await render(synthetic({ type: 'heading', level: 1, text: knownKey }));
    expect(shown).toEqual({
      failures: [],
      firstHeading: { level: 1, text: translation(lang, knownKey) },
      layout: route.layout,
    });
  });
});
