// Hostile input for e2e/hostile-input.spec.ts: the payloads, where each form of config/forms/ is shown (from its
// screens and routes), its text fields, and what a field must keep and say of a payload (the form's own validator
// and messages, translated as i18next does).
import type { Page } from '@playwright/test';
import { actionManifest } from '../src/actions/actionManifest.ts';
import { routesConfig } from '../src/config/appConfig.ts';
import { allBlocks } from '../src/config/blockTree.ts';
import type { FormName } from '../src/config/forms/__generated__/formRegistry.ts';
import { heldValue, refusedFields } from '../tests/support/formVerdict.ts';
import { forms, textFields, type TextField } from '../tests/support/textFields.ts';
import { escapeRegExp, forSignedIn, screenConfig, translate, translateWith } from './expected.ts';
import { trigger } from './mockBackend.ts';

/** The id every markup payload gives the element it would inject. */
export const INJECTED = 'pwned';
const markup = `<img id=${INJECTED} src=x onerror=window.__pwned=1>`;

export const PAYLOADS = [
  markup,
  `"><script id=${INJECTED}>window.__pwned=1</script>`,
  `'><svg id=${INJECTED} onload=window.__pwned=1>`,
  'javascript:window.__pwned=1//',
  "{{constructor.constructor('window.__pwned=1')()}}",
  markup.repeat(Math.ceil(100_000 / markup.length)).slice(0, 100_000),
  'Ä'.repeat(100_000),
  'Anna\u0000\u0007\u001b[31m\u007f', // control characters
  '\u202Eanna\u202C \u2066x\u2069\u200F', // bidirectional overrides, isolates and marks
  'An\u200Bna\uFEFF', // zero-width space, byte order mark
  'Anna 😀👩‍👩‍👧', // emoji, with joiners
  '  Anna  \t', // spaces around
  'Anna\nBerg', // a line break, which a one-line field drops
];

export interface HostileForm {
  form: FormName;
  fields: TextField[];
  /** The page's path, below the language prefix. */
  path: string;
  signedIn: boolean;
}

const formsOn = (screen: string) => allBlocks(screenConfig(screen).blocks).filter((b) => b.type === 'form');

/** Where a form is: the route whose screen shows it with the fewest other forms (not inside the members popup). */
function pageOf(form: FormName): Omit<HostileForm, 'form' | 'fields'> {
  const routes = routesConfig.routes.filter((route) =>
    formsOn(route.screen).some((b) => 'form' in b && b.form === form),
  );
  const [route] = routes.sort((a, b) => formsOn(a.screen).length - formsOn(b.screen).length);
  if (!route) throw new Error(`No screen of config/screens/ shows the form ${form}.`);
  const action = Object.values(actionManifest).find((spec) => spec.form === form)!;
  // A form that needs an invitation shows on a valid code's page (the catalogue's valid code).
  const param = (action.needs as readonly string[]).includes('invitation') ? trigger('code-valid') : '';
  return { path: route.path.replace(/:\w+\??/, param), signedIn: forSignedIn(route.screen) };
}

/** Every form with text fields, and where it is. */
export const hostileForms: HostileForm[] = Object.entries(forms)
  .map(([form, config]) => ({ form: form as FormName, fields: textFields(config) }))
  .filter(({ fields }) => fields.length > 0)
  .map((found) => ({ ...found, ...pageOf(found.form) }));

/** A field's control, by its translated label (an optional field's label says so). */
export function fieldControl(page: Page, lang: string, form: FormName, field: string) {
  const title = translate(lang, (forms[form]!.uiSchema as Record<string, { 'ui:title': string }>)[field]!['ui:title']);
  const optional = escapeRegExp(translate(lang, 'forms.optional'));
  return page.getByLabel(new RegExp(`^${escapeRegExp(title)}(\\s*${optional})?$`));
}

/** What a one-line field of this type keeps of a paste: the browser makes a line break a space (and an e-mail
 * field drops the spaces around); the form trims where its config says so. */
export function kept(form: FormName, field: string, typed: string, inputType: string): string {
  const { uiSchema } = forms[form]!;
  let value = typed.replace(/\r\n|[\r\n]/g, ' ');
  if (inputType === 'email') value = value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  return heldValue(uiSchema as never, field, value) ?? '';
}

/** The message the field must show for what it holds (none when the form takes it: one thing to fix, its length
 * first), and whether the whole form would be sent as it stands (then the test must not press submit). */
export async function expectedMessages(form: FormName, lang: string, field: TextField, held: string) {
  const refused = await refusedFields(form, held === '' ? {} : { [field.name]: held });
  const messages = forms[form]!.messages as Record<string, Record<string, string>>;
  const rules = refused.get(field.name) ?? [];
  const first = rules.includes('maxLength') ? 'maxLength' : rules[0];
  const texts = first ? [translateWith(lang, messages[field.name]![first]!, { max: field.maxLength })] : [];
  return { texts, wouldSend: refused.size === 0 };
}
