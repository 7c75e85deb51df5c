import { languages } from '../../src/shared/languages.ts';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { LOCALE_COOKIE } from '../../src/i18n/languageCookies.ts';
import { languageRedirect } from '../../src/i18n/languageRedirect.ts';
import { REDIRECTED_REFERRER_KEY } from '../../src/platform/referrer/arrivalReferrer.ts';

const config = {
  basePath: appConfig.basePath,
  languages,
  defaultLanguage: appConfig.defaultLanguage,
  cookieName: LOCALE_COOKIE,
  referrerKey: REDIRECTED_REFERRER_KEY,
};
const other = languages.find((l) => l !== appConfig.defaultLanguage)!;
const another = languages.filter((l) => l !== appConfig.defaultLanguage).at(-1)!;

/** What the inline script hands over to the page it sends the visitor to (the last run's). */
let handedOver: string | undefined;

/** Where the inline script sends a visitor of this path, cookie and browser languages; undefined: it stays. */
function target(path: string, cookie: string, browserLanguages: string[], referrer = ''): string | undefined {
  const [pathname, search = ''] = path.split('?');
  let replaced: string | undefined;
  const location = {
    href: `https://shop.example${path}#top`,
    pathname: pathname!,
    search: search && `?${search}`,
    hash: '',
    replace: (to: string) => void (replaced = to),
  };
  handedOver = undefined;
  const handOver = (value: string) => void (handedOver = value);
  languageRedirect(config, { cookie, browserLanguages, location, referrer, handOver });
  return replaced;
}
const base = appConfig.basePath;

describe('the language redirect of unprefixed pages (spec §2: cookie, then browser languages)', () => {
  it('follows the i18n_redirected cookie before the browser, keeping path and query', () => {
    expect(target(`${base}/entrance?x=1`, `a=b; ${LOCALE_COOKIE}=${other}`, [`${another}-XX`])).toBe(
      `${base}/${other}/entrance?x=1`,
    );
  });

  it('follows the first supported browser language without a cookie; the landing keeps no trailing slash', () => {
    expect(target(`${base}/`, '', ['ja-JP', `${other}-BE`, `${another}`])).toBe(`${base}/${other}`);
  });

  it('stays on an unprefixed page for the default language, by cookie or by browser', () => {
    expect(target(`${base}/entrance`, `${LOCALE_COOKIE}=${config.defaultLanguage}`, [other])).toBeUndefined();
    expect(target(`${base}/entrance`, '', ['ja-JP', `${config.defaultLanguage}-GB`, other])).toBeUndefined();
  });

  it('ignores an unknown cookie value and falls back to the default language', () => {
    expect(target(`${base}/entrance`, `${LOCALE_COOKIE}=xx`, ['ja-JP'])).toBeUndefined();
  });

  it('never moves a prefixed page', () => {
    expect(target(`${base}/${other}/entrance`, `${LOCALE_COOKIE}=${another}`, [another])).toBeUndefined();
  });

  it('hands the referrer over to the page it redirects to, with the address it left (no #fragment: as a referrer)', () => {
    target(`${base}/MOCK-VALID?x=1`, '', [other], 'https://www.example-coupons.com/');
    expect(handedOver).toBe(`https://shop.example${base}/MOCK-VALID?x=1\nhttps://www.example-coupons.com/`);
    target(`${base}/MOCK-VALID`, '', [other]);
    expect(handedOver).toBe(`https://shop.example${base}/MOCK-VALID\n`); // none: an earlier one is not taken for it
    target(`${base}/MOCK-VALID`, '', [config.defaultLanguage], 'https://www.example-coupons.com/');
    expect(handedOver).toBeUndefined(); // no redirect: the page keeps its own referrer
  });

  it('is self-contained: its source runs on its own, as the build writes it into the page', () => {
    const run = new Function(
      'document',
      'navigator',
      'window',
      `(${languageRedirect.toString()})(${JSON.stringify(config)})`,
    );
    let replaced: string | undefined;
    const window = {
      location: {
        href: `https://shop.example${base}/entrance#x`,
        pathname: `${base}/entrance`,
        search: '',
        hash: '#x',
        replace: (to: string) => void (replaced = to),
      },
    };
    run({ cookie: '', referrer: 'https://www.example-coupons.com/' }, { languages: [other] }, window);
    expect(replaced).toBe(`${base}/${other}/entrance#x`); // sessionStorage is missing here: the redirect goes on
  });
});
