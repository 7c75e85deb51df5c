// The split generator's form as a visitor finds it, on its page or in the gallery's frame (both locate alike): its
// arms, fields and button by their labels in a language, and the rule it composes.
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { escapeRegExp, translate, translateWith } from './expected.ts';

type Where = Page | FrameLocator;

export const text = (lang: string, key: string) => translate(lang, `screens.split-generator.${key}`);

export const arms = (at: Where, lang: string) => at.getByRole('group', { name: text(lang, 'arms'), exact: true });
const arm = (at: Where, lang: string, index: number) =>
  at.getByRole('group', { name: translateWith(lang, 'screens.split-generator.arm', { index }) });
export const armName = (at: Where, lang: string, index: number) =>
  arm(at, lang, index).getByLabel(text(lang, 'variant'));
export const armWeight = (at: Where, lang: string, index: number) =>
  arm(at, lang, index).getByLabel(text(lang, 'weight'));
export const field = (at: Where, lang: string, name: string) =>
  at.getByLabel(new RegExp(`^${escapeRegExp(text(lang, name))}`));
export const ruleField = (at: Where, lang: string, feature: string) =>
  at.getByLabel(translateWith(lang, 'screens.split-generator.result.label', { feature }));
export const compose = (at: Where, lang: string) => at.getByRole('button', { name: text(lang, 'submit') }).click();
/** A select's chosen option (RJSF's options carry indices as their values). */
export const chosen = (select: Locator) => select.locator('option:checked');
export const previewLinks = (at: Where) => at.locator('.composed-experiment-links a');

/** The copy feature's experiment on MOCK-VALID with the given arms, 50/50 as the form starts, composed. */
export async function composeCopyExperiment(at: Where, lang: string, [first, second]: [string, string]) {
  await armName(at, lang, 0).selectOption(first);
  await armName(at, lang, 1).selectOption(second);
  await field(at, lang, 'code').fill('MOCK-VALID');
  await compose(at, lang);
}
