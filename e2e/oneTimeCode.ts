// The one-time code panel of the social sign-in block (config/screens/landing.json texts.oneTimeCode), found by its
// translated texts, and the codes the mock backend "sent" (GET /mock/outbox through the page's origin).
import type { APIRequestContext, Page } from '@playwright/test';
import { allBlocks } from '../src/config/blockTree.ts';
import { screenConfig, translate, translateWith } from './expected.ts';

type Method = 'phone' | 'email';
const block = allBlocks(screenConfig('landing').blocks).find((b) => b.type === 'socialSignIn')!;
const keys = (block as unknown as { texts: { oneTimeCode: Record<string, any> } }).texts.oneTimeCode;

/** The i18n key of a text of the panel; per-method texts take the method. */
export const codeKey = (name: string, method?: Method): string => (method ? keys[name][method] : keys[name]);
/** A text of the panel in a language; per-method texts take the method. */
export const codeText = (lang: string, name: string, method?: Method) => translate(lang, codeKey(name, method));
export const codeTextWith = (lang: string, name: string, values: Record<string, string | number>) =>
  translateWith(lang, keys[name], values);

/** The last code sent to a destination (E.164 or e-mail), read the way QA reads it. */
export async function lastCode(request: APIRequestContext, to: string): Promise<string> {
  const outbox = (await (await request.get('/mock/outbox')).json()) as { kind: string; to: string; code: string }[];
  const code = outbox.filter((entry) => entry.kind === 'one-time-code' && entry.to === to).at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Opens the method's panel and sends a code to what is typed. */
export async function sendCode(page: Page, lang: string, method: Method, destination: string) {
  await page.getByRole('button', { name: codeText(lang, 'continueWith', method) }).click();
  const panel = page.getByRole('region', { name: codeText(lang, 'title', method) });
  const field = panel.getByLabel(codeText(lang, 'destinationLabel', method));
  await field.pressSequentially(destination);
  await panel.getByRole('button', { name: codeText(lang, 'send') }).click();
  return panel;
}

/** Types a code into the open panel and confirms it. */
export async function confirmCode(page: Page, lang: string, code: string) {
  const field = page.getByLabel(translateWith(lang, keys.codeLabel, { digits: 6 }));
  await field.fill(code);
  await page.getByRole('button', { name: codeText(lang, 'confirm') }).click();
}

/** A code that is not this one. */
export const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
