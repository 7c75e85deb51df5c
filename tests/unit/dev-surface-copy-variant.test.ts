// A copy variant added from the gallery: one change writes its entry (and rule) in config/variants.json, its texts in
// every language's file and a seeded test code in the mock's catalogue, all checked together; undo gives every file
// back byte for byte. The form's draft is refused in one sentence before anything is sent when it cannot be added.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogueProblems, CATALOGUE_FILE } from '../../scripts/vite/devSurface/catalogueCheck.ts';
import { editService, type EditService } from '../../scripts/vite/devSurface/editService.ts';
import {
  copyVariantEdits,
  copyVariantReads,
  draftProblem,
  emptyLanguages,
  type CopyVariantDraft,
  type CopyVariantFiles,
} from '../../src/devSurface/edit/copyVariants/copyVariantEdits.ts';
import { appConfig } from '../../src/config/appConfig.ts';

const languages = [...appConfig.languages];
const FILES = [
  'config/variants.json',
  'mock-server/scenarios.json',
  ...languages.map((l) => `locales/${l}/translation.json`),
];

let root: string;
let service: EditService;
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = (file: string) => JSON.parse(read(file));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'copy-variant-'));
  for (const entry of ['config', 'locales', 'schema', '.prettierrc.json', 'mock-server/scenarios.json']) {
    mkdirSync(path.dirname(path.join(root, entry)), { recursive: true });
    cpSync(entry, path.join(root, entry), { recursive: true });
  }
  service = editService(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function filesRead(): Promise<CopyVariantFiles> {
  const [variants, catalogue, ...copies] = await service.read(copyVariantReads(languages));
  return { variants: variants!, catalogue: catalogue!, copies, languages, basePath: '/acquisition' };
}

const spring = (change: Partial<CopyVariantDraft> = {}): CopyVariantDraft => ({
  name: 'spring-sale',
  texts: {
    en: { headline: 'Spring is here', subline: 'Up to 75% off, for members.' },
    de: { headline: 'Der Frühling ist da', subline: 'Bis zu 75 % Rabatt, für Mitglieder.' },
  },
  audience: { kind: 'query', parameter: 'utm_campaign', value: 'spring' },
  testCode: 'MOCK-SPRING',
  ...change,
});

describe('adding a copy variant', () => {
  it('writes variants, rule, texts in every language and the test code in one change; undo restores every file', async () => {
    const before = Object.fromEntries(FILES.map((file) => [file, read(file)]));
    const files = await filesRead();
    expect(draftProblem(spring(), files)).toBeUndefined();
    const { change } = await service.write(copyVariantEdits(spring(), files));

    const variants = json('config/variants.json');
    expect(variants.copyVariants['spring-sale']).toEqual({
      headline: 'registration.copy.spring_sale.headline',
      subline: 'registration.copy.spring_sale.subline',
    });
    expect(variants.rules.at(-1)).toEqual({
      when: { query: { utm_campaign: 'spring' } },
      set: { copyVariant: 'spring-sale' },
    });
    expect(json('locales/de/translation.json').registration.copy.spring_sale.headline).toBe('Der Frühling ist da');
    expect(json('locales/fr/translation.json').registration.copy.spring_sale).toEqual({ headline: '', subline: '' });
    const seeded = json('mock-server/scenarios.json').scenarios.at(-1);
    expect(seeded).toMatchObject({
      id: 'variant-spring-sale',
      trigger: { field: 'registrationCode', value: 'MOCK-SPRING', via: 'seed' },
      request: { variables: { registrationCode: 'MOCK-SPRING' } },
      expect: { equals: { copyVariant: 'spring-sale', welcomeVoucher: variants.defaults.welcomeVoucher } },
    });

    await service.undo(change.id);
    for (const file of FILES) expect(read(file), file).toBe(before[file]);
  });

  it('a slug rule, a picture, and needsInviter when a text names the inviter', async () => {
    const files = await filesRead();
    const hero = {
      image: 'images/drapery.jpg',
      alt: 'images.drapery',
      focus: { x: 50, y: 50 },
      phone: 'band' as const,
    };
    const draft = spring({
      audience: { kind: 'slug', prefix: 'SPRING.' },
      hero,
      testCode: '',
      texts: Object.fromEntries(languages.map((l) => [l, { headline: `{{inviter}} ${l}`, subline: 'x' }])),
    });
    const edits = copyVariantEdits(draft, files);
    expect(edits.map((e) => `${e.file} ${e.pointer}`)).not.toContain('mock-server/scenarios.json');
    expect(edits[0]!.value).toMatchObject({ needsInviter: true, hero });
    expect(edits.find((e) => e.pointer.startsWith('/rules/'))!.value).toEqual({
      when: { slugPattern: '^SPRING\\.' },
      set: { copyVariant: 'spring-sale' },
    });
    await service.write(edits);
  });

  it('is refused by the dev server when a placeholder differs between languages, and nothing is written', async () => {
    const files = await filesRead();
    const before = read('config/variants.json');
    const draft = spring({
      texts: { en: { headline: '{{inviter}} invites you', subline: 'x' }, de: { headline: 'Hallo', subline: 'x' } },
    });
    await expect(service.write(copyVariantEdits(draft, files))).rejects.toThrow(/uses the variables/);
    expect(read('config/variants.json')).toBe(before);
  });
});

describe('the catalogue', () => {
  it('is checked as the mock reads it: its schema, each id once, each variant’s seeded code once', async () => {
    const catalogue = JSON.parse(readFileSync('mock-server/scenarios.json', 'utf8'));
    expect(await catalogueProblems(process.cwd(), catalogue)).toEqual([]);
    const variant = catalogue.scenarios.find((s: { kind: string }) => s.kind === 'variant');
    const again = (change: object) => ({
      ...catalogue,
      scenarios: [...catalogue.scenarios, { ...variant, ...change }],
    });
    const last = `/scenarios/${catalogue.scenarios.length}`;
    expect(await catalogueProblems(process.cwd(), again({}))).toEqual([
      {
        file: CATALOGUE_FILE,
        pointer: last,
        message: expect.stringMatching(/^the id ".+" is already scenario \d+'s\.$/),
      },
      { file: CATALOGUE_FILE, pointer: last, message: expect.stringMatching(/^the seeded code ".+" is already/) },
    ]);
    const [schema] = await catalogueProblems(process.cwd(), again({ id: 'variant-x', kind: 'no-such-kind' }));
    expect(schema).toMatchObject({ file: CATALOGUE_FILE, pointer: `${last}/kind` });
  });
});

describe('a draft that cannot be added', () => {
  it('says why in one sentence', async () => {
    const files = await filesRead();
    const problem = (change: Partial<CopyVariantDraft>) => draftProblem(spring(change), files);
    expect(problem({ name: 'Spring' })).toMatch(/starts with a small letter/);
    expect(problem({ name: 'social' })).toBe('There is a copy variant "social" already.');
    expect(problem({ texts: { de: { headline: 'Nur Deutsch', subline: 'x' } } })).toMatch(/in en at least/);
    expect(problem({ audience: { kind: 'query', parameter: 'utm_campaign', value: '' } })).toMatch(/parameter/);
    expect(problem({ audience: { kind: 'slug', prefix: ' ' } })).toMatch(/how the codes start/);
    expect(problem({ testCode: 'mock spring' })).toMatch(/capital letters/);
    expect(problem({ testCode: 'MOCK-SOCIAL' })).toBe('The code MOCK-SOCIAL is seeded already.');
  });

  it('names the languages left empty', () => {
    expect(emptyLanguages(spring(), languages)).toEqual(languages.filter((l) => l !== 'en' && l !== 'de'));
  });
});
