// The gallery's entries follow config and the catalogue: every route in every language, every variant value (shown
// by an address the app itself would choose it for), every experiment arm, code error and problem on the form, each
// source pointing at what it names, each catalogue case with a page.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appConfig, routesConfig } from '../../src/config/appConfig.ts';
import { scenarioCatalogue } from '../../src/devSurface/entries/catalogue.ts';
import { galleryEntries, galleryStates } from '../../src/devSurface/entries/galleryEntries.ts';
import { DIMENSIONS } from '../../src/devSurface/entries/galleryEntry.ts';
import { scenarioPage } from '../../src/devSurface/entries/scenarioPages.ts';
import { variantValues, type VariantDimension } from '../../src/devSurface/entries/variantEntries.ts';
import { selectVariant } from '../../src/variants/selectVariant.ts';
import { variantsConfig } from '../../src/config/variantsConfig.ts';

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const states = galleryStates();
const ofDimension = (dimension: string) => states.filter((s) => s.dimension === dimension);

/** RFC 6901, enough for the pointers the entries write. */
const resolve = (document: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);

describe('the gallery entries', () => {
  it('are each state in each language of config/app.json, with unique ids and a page of that language', () => {
    const entries = galleryEntries();
    expect(entries).toHaveLength(states.length * appConfig.languages.length);
    expect(new Set(states.map((s) => s.id)).size).toBe(states.length);
    for (const entry of entries) {
      const page = entry.scenario ? new URL(entry.url, 'http://x').searchParams.get('to')! : entry.url;
      expect(page.startsWith(`${appConfig.basePath}/${entry.language}`), entry.url).toBe(true);
    }
    expect(new Set(states.map((s) => s.dimension))).toEqual(new Set(DIMENSIONS));
  });

  it('name a config file and a JSON pointer that exists in it', () => {
    for (const { source, id } of states) expect(resolve(json(source.file), source.pointer), id).toBeDefined();
  });

  it('list every route, and the pages for signed-in users signed in through a catalogue case', () => {
    expect(ofDimension('route').map((s) => s.id)).toEqual(routesConfig.routes.map((r) => `route:${r.id}`));
    for (const admin of ofDimension('admin'))
      expect(scenarioCatalogue.scenarios.map((s) => s.id)).toContain(admin.scenario);
  });

  it('show each variant value at an address where the app chooses it', () => {
    const codes = new Map(
      scenarioCatalogue.scenarios.filter((s) => s.kind === 'variant').map((s) => [s.trigger.value, s.expect?.equals]),
    );
    for (const dimension of ['copyVariant', 'welcomeVoucher', 'registrationLayout', 'registrationFlow'] as const) {
      const values = variantValues(dimension as VariantDimension).map((v) => v.value);
      expect(ofDimension(dimension).map((s) => s.id)).toEqual(values.map((v) => `${dimension}:${v}`));
      for (const state of ofDimension(dimension)) {
        const url = new URL(state.path, 'http://x');
        const code = url.pathname.slice(1);
        if (!codes.has(code)) continue; // a copy a screen names itself (checked by its selector in e2e)
        const choice = selectVariant({
          slug: code,
          query: url.searchParams,
          customization: codes.get(code) as object,
          inviterName: 'x',
        });
        expect(choice[dimension], state.path).toBe(state.id.split(':')[1]);
      }
    }
    expect(Object.keys(variantsConfig.copyVariants).length).toBe(ofDimension('copyVariant').length);
  });

  it('force each arm of each experiment of config/experiments.json', () => {
    const features = json('config/experiments.json').features as Record<
      string,
      { rules?: { key?: string; variations?: unknown[] }[] }
    >;
    const arms = Object.values(features).flatMap(({ rules = [] }) =>
      rules.flatMap((rule) => (rule.variations ?? []).map((_, arm) => `${rule.key}=${arm}`)),
    );
    expect(ofDimension('experiment').map((s) => s.path.split('?')[1])).toEqual(arms);
  });

  it('reach every code error and every problem the registration form shows', () => {
    const outcomes = json('config/outcomes.json');
    expect(ofDimension('codeError').map((s) => s.id)).toEqual(
      Object.keys(outcomes.codeErrors).map((e) => `codeError:${e}`),
    );
    // Every message an answer shows on the form (answers that say the same, e.g. two ways of having no invitations
    // left, share one entry).
    const onForm = Object.values(outcomes.actions.register.answers as Record<string, { message?: string }>).flatMap(
      (answer) => (answer.message ? [answer.message] : []),
    );
    const shown = ofDimension('formProblem').flatMap((s) => s.keys);
    for (const message of onForm) expect(shown).toContain(message);
  });

  it('give every catalogue case a page of the app', () => {
    const paths = routesConfig.routes.map((r) => `/${r.path.startsWith(':') ? '' : r.path}`);
    for (const scenario of scenarioCatalogue.scenarios) {
      const page = scenarioPage(scenario).split('?')[0]!;
      const isCode = !page.slice(1).includes('/');
      expect(isCode || paths.includes(page), `${scenario.id}: ${page}`).toBe(true);
    }
  });
});
