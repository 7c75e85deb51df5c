// A new copy variant as the edits of one change: its entry in config/variants.json (and a rule choosing it, if asked),
// its headline and subline under registration.copy.<name> in each language's file, and a test code the mock seeds
// (a variant scenario of mock-server/scenarios.json, built like the catalogue's own). The dev server checks them all
// together before writing any (check:config, the catalogue's schema).
import type { VariantChoice, VariantsConfig } from '../../../config/__generated__/variants.ts';
import { pointer } from '../../../shared/jsonPointer.ts';
import type { MockScenarioCatalogue } from '../../../../mock-server/__generated__/scenarioCatalogue.ts';
import type { HeroImage } from '../../../config/configImages.ts';
import { keyPointer, localeFile, type FileEdit, type ValueRead } from '../protocol/editProtocol.ts';

export interface CopyVariantDraft {
  name: string;
  /** language → its two texts ('' where not written yet) */
  texts: Record<string, { headline: string; subline: string }>;
  /** A picture another copy variant already names, as it names it (alt text, focal point, phone). */
  hero?: HeroImage;
  audience: { kind: 'none' } | { kind: 'query'; parameter: string; value: string } | { kind: 'slug'; prefix: string };
  /** '' for none */
  testCode: string;
}

/** What the draft is written into, as read (each with its hash): whole files, and each language's copy texts. */
export interface CopyVariantFiles {
  variants: ValueRead;
  catalogue: ValueRead;
  /** `/registration/copy` of each language's file, in the order of `languages` */
  copies: ValueRead[];
  languages: string[];
  basePath: string;
}

export const NAME_PATTERN = /^[a-z][A-Za-z0-9-]*$/;
export const CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]*$/;
/** The texts' key: registration.copy.<name>, '_' where the name has '-' (as the variants config/variants.json has). */
export const textsKey = (name: string) => `registration.copy.${name.replace(/-/g, '_')}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const variantScenarios = (files: CopyVariantFiles) =>
  (files.catalogue.value as MockScenarioCatalogue).scenarios.filter(
    (s) => s.kind === 'variant' && s.trigger.via === 'seed' && s.trigger.field === 'registrationCode',
  );

/** Why the draft cannot be added as it is (one sentence), or undefined. */
export function draftProblem(draft: CopyVariantDraft, files: CopyVariantFiles): string | undefined {
  const variants = files.variants.value as VariantsConfig;
  const [first] = files.languages;
  if (!NAME_PATTERN.test(draft.name))
    return 'The name starts with a small letter, then letters, digits or "-" (e.g. spring-sale).';
  if (draft.name in variants.copyVariants) return `There is a copy variant "${draft.name}" already.`;
  const name = draft.name.replace(/-/g, '_');
  if (files.copies.some((copy) => copy.value && name in (copy.value as object)))
    return `The texts ${textsKey(draft.name)} exist already: choose another name.`;
  if (first && (!draft.texts[first]?.headline.trim() || !draft.texts[first]?.subline.trim()))
    return `Write the headline and the subline in ${first} at least, the default language.`;
  const { audience } = draft;
  if (audience.kind === 'query' && !(audience.parameter.trim() && audience.value.trim()))
    return 'Name the address parameter and its value, e.g. utm_campaign and spring.';
  if (audience.kind === 'slug' && !audience.prefix.trim()) return 'Name how the codes start, e.g. SPRING-.';
  if (draft.testCode && !CODE_PATTERN.test(draft.testCode))
    return 'A test code is capital letters, digits and "-" (e.g. MOCK-SPRING).';
  if (draft.testCode && variantScenarios(files).some((s) => s.trigger.value === draft.testCode))
    return `The code ${draft.testCode} is seeded already.`;
  if (draft.testCode && variantScenarios(files).length === 0)
    return 'The catalogue has no variant scenario to model the test code on.';
  return undefined;
}

/** The languages whose headline or subline is empty (their pages show nothing there until translated). */
export const emptyLanguages = (draft: CopyVariantDraft, languages: string[]) =>
  languages.filter((lang) => !draft.texts[lang]?.headline.trim() || !draft.texts[lang]?.subline.trim());

/** The edits that add the draft (call draftProblem first). */
export function copyVariantEdits(draft: CopyVariantDraft, files: CopyVariantFiles): FileEdit[] {
  const variants = files.variants.value as VariantsConfig;
  const key = textsKey(draft.name);
  const texts = files.languages.map((lang) => draft.texts[lang] ?? { headline: '', subline: '' });
  const needsInviter = texts.some(({ headline, subline }) => /{{\s*inviter\s*}}/.test(headline + subline));
  const edit = (read: ValueRead, pointer: string, value: unknown): FileEdit => ({
    file: read.file,
    hash: read.hash,
    pointer,
    value,
  });
  const edits = [
    edit(files.variants, pointer('copyVariants', draft.name), {
      headline: `${key}.headline`,
      subline: `${key}.subline`,
      ...(needsInviter && { needsInviter }),
      ...(draft.hero && { hero: draft.hero }),
    }),
    ...files.copies.map((copy, i) =>
      edit(copy, keyPointer(key), { headline: texts[i]!.headline, subline: texts[i]!.subline }),
    ),
  ];
  const { audience } = draft;
  if (audience.kind !== 'none') {
    const when =
      audience.kind === 'query'
        ? { query: { [audience.parameter.trim()]: audience.value.trim() } }
        : { slugPattern: `^${escapeRegExp(audience.prefix.trim())}` };
    edits.push(
      edit(files.variants, pointer('rules', variants.rules.length), { when, set: { copyVariant: draft.name } }),
    );
  }
  const model = variantScenarios(files)[0];
  if (draft.testCode && model) {
    // The model's dimensions, each with config's default: the new code differs only in its copy.
    const dimensions = Object.keys(model.expect?.equals ?? {}) as (keyof VariantChoice)[];
    const equals = Object.fromEntries(dimensions.map((d) => [d, variants.defaults[d]]));
    const scenarios = (files.catalogue.value as MockScenarioCatalogue).scenarios;
    edits.push(
      edit(files.catalogue, pointer('scenarios', scenarios.length), {
        id: `variant-${draft.name}`,
        kind: model.kind,
        operation: model.operation,
        produces: model.produces,
        description: `The ${draft.name} copy, added from the gallery. Open ${files.basePath}/${draft.testCode}.`,
        trigger: { field: 'registrationCode', value: draft.testCode, via: 'seed' },
        request: { query: model.request.query, variables: { registrationCode: draft.testCode } },
        expect: { path: model.expect?.path, equals: { ...equals, copyVariant: draft.name } },
      }),
    );
  }
  return edits;
}

/** What to read before adding a copy variant (answered in this order: variants, catalogue, each language's copy). */
export const copyVariantReads = (languages: string[]) => [
  { file: 'config/variants.json', pointer: '' },
  { file: 'mock-server/scenarios.json', pointer: '' },
  ...languages.map((lang) => ({ file: localeFile(lang), pointer: keyPointer('registration.copy') })),
];
