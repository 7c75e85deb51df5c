// In-app browser detection (spec §4): app webviews are found by their user agent, the app's object or its redirect,
// the browsers on the same phones are not; and the way from the webview to the browser.
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { REDIRECT_PARAM } from '../../src/navigation/redirectParam.ts';
import { signInDestination } from '../../src/navigation/signInDestination.ts';
import { inAppBrowserOf, redirectsIntoApp } from '../../src/visitor/inAppBrowser.ts';
import { addressForBrowser, androidBrowserLink } from '../../src/visitor/openInBrowser/browserLink.ts';

const ua = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  androidInstagram:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.34.111 Android',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/458.0.0.41.108;FBBV/123]',
  iosLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

const { appScheme, appObject } = appConfig.inAppBrowser;
const page = (userAgent: string, search = '', window: object = {}) => [userAgent, search, window] as const;
// The app's sign-in asks the site's log-in to come back into the app: redirectUrl is an authorisation URL whose own
// query names the app's scheme as its redirect_uri.
const intoApp = (redirectUri: string) => {
  const authorize = `https://www.maisonclub.example/oauth/authorize?${new URLSearchParams({ client_id: 'app', redirect_uri: redirectUri })}`;
  return `?${new URLSearchParams({ [REDIRECT_PARAM]: authorize })}`;
};

describe('the user agent', () => {
  it('finds app webviews on Android and iOS, also the in-app browsers of social apps', () => {
    expect(inAppBrowserOf(...page(ua.androidWebview))).toBe('android');
    expect(inAppBrowserOf(...page(ua.androidInstagram))).toBe('android');
    for (const app of [ua.iosApp, ua.iosFacebook, ua.iosLine]) expect(inAppBrowserOf(...page(app)), app).toBe('ios');
  });

  it('leaves browsers alone', () => {
    for (const browser of [
      ua.androidChrome,
      ua.iosSafari,
      ua.iosChrome,
      ua.ipadSafari,
      ua.desktopChrome,
      ua.desktopFirefox,
    ]) {
      expect(inAppBrowserOf(...page(browser)), browser).toBeUndefined();
    }
  });
});

describe('the app’s own signs', () => {
  it('find the app by its redirect_uri scheme inside ?redirectUrl=, in any case, and nothing else', () => {
    expect(redirectsIntoApp(intoApp(`${appScheme}://signed-in`), appScheme)).toBe(true);
    expect(redirectsIntoApp(intoApp(`${appScheme.toUpperCase()}:/signed-in`), appScheme)).toBe(true);
    for (const search of [
      intoApp('https://www.maisonclub.example/shop/'),
      intoApp(`${appScheme}x://signed-in`), // another app whose scheme begins like this one's
      `?${REDIRECT_PARAM}=${encodeURIComponent(`${appScheme}://signed-in`)}`, // the scheme, but no redirect_uri
      `?redirect_uri=${encodeURIComponent(`${appScheme}://x`)}`, // not inside redirectUrl
      `?${REDIRECT_PARAM}=${encodeURIComponent('http://[bad')}`,
      '',
    ]) {
      expect(redirectsIntoApp(search, appScheme), search).toBe(false);
    }
  });

  it('leave ?redirectUrl= the log-in’s: allowlisted, it is where the log-in leads; else the shop', () => {
    const origin = 'https://www.maisonclub.example';
    const allowed = new URLSearchParams(intoApp(`${appScheme}://signed-in`));
    expect(signInDestination(allowed, origin)).toBe(allowed.get(REDIRECT_PARAM));
    const elsewhere = `?${REDIRECT_PARAM}=${encodeURIComponent(`https://elsewhere.example/?redirect_uri=${appScheme}:/x`)}`;
    expect(redirectsIntoApp(elsewhere, appScheme)).toBe(true);
    expect(signInDestination(new URLSearchParams(elsewhere), origin)).toBe(
      new URL(appConfig.signIn.shopStartUrl, origin).href,
    );
  });

  it('make a browser a webview of its platform: the app’s object on window, or its redirect', () => {
    expect(inAppBrowserOf(...page(ua.androidChrome, '', { [appObject]: {} }))).toBe('android');
    expect(inAppBrowserOf(...page(ua.iosSafari, intoApp(`${appScheme}://x`)))).toBe('ios');
    expect(inAppBrowserOf(...page(ua.desktopFirefox, '', { [appObject]: {} }))).toBe('other');
    expect(inAppBrowserOf(...page(ua.iosSafari, intoApp('https://www.maisonclub.example/')))).toBeUndefined();
    expect(inAppBrowserOf(...page(ua.androidChrome, '', { [`${appObject}2`]: {} }))).toBeUndefined();
  });
});

describe('the way to the browser', () => {
  it('asks Android for the browser with the page’s own address', () => {
    expect(androidBrowserLink('https://club.example/acquisition/de/MOCK-SOCIAL-REG?flow=x')).toBe(
      'intent://club.example/acquisition/de/MOCK-SOCIAL-REG?flow=x#Intent;scheme=https;action=android.intent.action.VIEW;end',
    );
  });

  it('takes the page’s address without the redirect back into the app, and keeps any other', () => {
    const entrance = 'https://club.example/acquisition/entrance';
    expect(addressForBrowser(`${entrance}${intoApp(`${appScheme}://x`)}&lang=de#top`)).toBe(`${entrance}?lang=de#top`);
    const toShop = `${entrance}?${REDIRECT_PARAM}=%2Fshop%2Fbag`;
    expect(addressForBrowser(toShop)).toBe(toShop);
  });
});
