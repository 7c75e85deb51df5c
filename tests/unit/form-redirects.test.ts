// What answers a form a browser without JavaScript sends: one redirect per language for each form whose config has
// withoutScript, to the route it opens with the trimmed value, or to the 404 page of the language.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { routePath } from '../../src/navigation/routeById.ts';
import { languagePrefixes } from '../../src/navigation/routeTable.ts';
import { formRedirectLocation, formRedirects } from '../../scripts/prerender/formRedirects.ts';
import { redirectsFile } from '../../scripts/prerender/staticHostFiles.ts';

const sendingItself = readdirSync('config/forms').filter(
  (file) => JSON.parse(readFileSync(`config/forms/${file}`, 'utf8')).withoutScript !== undefined,
);
const query = (value: string) => new URLSearchParams({ registrationCode: value });
const codeForm = (lang: string | undefined) =>
  formRedirects().find((r) => r.path === `${appConfig.basePath}${lang ? `/${lang}` : ''}/forms/registration-code`)!;

describe('form redirects', () => {
  it('exist for every form that works without script, in every language', () => {
    expect(formRedirects()).toHaveLength(sendingItself.length * languagePrefixes.length);
  });

  it('open the code’s page in the form’s language, the value trimmed', () => {
    expect(formRedirectLocation(codeForm('de'), query(' MOCK-VALID '))).toBe(`${appConfig.basePath}/de/MOCK-VALID`);
    expect(formRedirectLocation(codeForm(undefined), query('MOCK-VALID'))).toBe(`${appConfig.basePath}/MOCK-VALID`);
  });

  it('open the 404 page of the language for what the route refuses, or nothing', () => {
    const notFound = appConfig.basePath + routePath(appConfig.routes.notFound, 'fr');
    for (const value of ['no spaces allowed', '../admin', 'login', '', '   ']) {
      expect(formRedirectLocation(codeForm('fr'), query(value))).toBe(notFound);
    }
    expect(formRedirectLocation(codeForm('fr'), new URLSearchParams())).toBe(notFound);
  });

  it('come first in a static host’s rules, before the catch-all 404 rules', () => {
    const manifest = {
      pages: {},
      templates: [],
      notFound: { '': '/acquisition/error/404' },
      aliases: {},
      scriptHashes: [],
      framedBy: 'none' as const,
    };
    const rules = redirectsFile({ ...manifest, styleHashes: [], formRedirects: [codeForm('de')] }, appConfig.basePath);
    expect(rules.split('\n').slice(0, 2)).toEqual([
      `${appConfig.basePath}/de/forms/registration-code  registrationCode=:slug  ${appConfig.basePath}/de/:slug  302`,
      `${appConfig.basePath}/*  /acquisition/error/404  302`,
    ]);
  });
});
