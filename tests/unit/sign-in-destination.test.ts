// Where a log-in leads: back inside the site, to an allowlisted redirectUrl, else the shop's start page; never elsewhere.
import type { Language } from '../../src/shared/languages.ts';
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { appPathOf } from '../../src/navigation/appUrl.ts';
import { allowedRedirect } from '../../src/navigation/redirectAllowlist.ts';
import { returnTarget, signInDestination, signInPath } from '../../src/navigation/signInDestination.ts';
import { conditions, type ConditionContext } from '../../src/settings/conditions.ts';

const origin = 'https://club.example';
const destination = (query: string) => signInDestination(new URLSearchParams(query), origin);
const shop = new URL(appConfig.signIn.shopStartUrl, origin).href;
const conditionContext = { registrationCode: undefined } as ConditionContext;

describe('signInDestination', () => {
  it('goes back to the page of this site that asked for the log-in', () => {
    expect(destination('returnTo=%2Fde%2Fadmin%2Fregistrationlinkgenerator%3Fx%3D1')).toBe(
      `${origin}/acquisition/de/admin/registrationlinkgenerator?x=1`,
    );
  });

  it('goes to the shop start page of config/app.json without a return path or redirect', () => {
    expect(destination('')).toBe(shop);
  });

  it('follows a redirectUrl on the allowlist', () => {
    expect(destination('redirectUrl=https%3A%2F%2Fwww.maisonclub.example%2Fsale%3Fid%3D7')).toBe(
      'https://www.maisonclub.example/sale?id=7',
    );
    expect(destination('redirectUrl=%2Fshop%2Fcart')).toBe(`${origin}/shop/cart`);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/shop/',
    'https://www.maisonclub.example.evil.example/',
    'https://www.maisonclub.example@evil.example/',
    'https://user:pw@www.maisonclub.example/',
    'http://www.maisonclub.example/',
    'https://www.maisonclub.example:8443/',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/shopping',
    '/acquisition/entrance',
    'https://',
  ])('refuses the redirectUrl %s (the shop start page instead)', (redirectUrl) => {
    expect(destination(new URLSearchParams({ redirectUrl }).toString())).toBe(shop);
  });

  it('accepts the full site path of a page of this app as well as its router path', () => {
    expect(destination('returnTo=%2Facquisition%2Fstores')).toBe(`${origin}/acquisition/stores`);
    expect(destination('returnTo=%2Fstores')).toBe(`${origin}/acquisition/stores`);
    expect(destination('returnTo=%2Facquisition%2Fde%2Fstores%3Fx%3D1%23y')).toBe(
      `${origin}/acquisition/de/stores?x=1#y`,
    );
    expect(destination('returnTo=%2Facquisition')).toBe(`${origin}/acquisition/`);
    expect(returnTarget('/acquisition/de/admin/registrationlinkgenerator')).toEqual({
      appPath: '/de/admin/registrationlinkgenerator',
    });
  });

  it('accepts a site path outside the app only when it is on the allowlist', () => {
    expect(destination('returnTo=%2Fshop%2Fcart%3Fid%3D7')).toBe(`${origin}/shop/cart?id=7`);
    expect(returnTarget('/shop/cart')).toEqual({ sitePath: '/shop/cart' });
  });

  it.each([
    'https://evil.example/',
    'https://other.example/acquisition/stores',
    '//evil.example',
    '//evil.example/acquisition/stores',
    '/\\evil.example',
    '\\/evil.example',
    '/acquisition\\..\\..\\evil.example',
    '/\t/evil.example',
    '/acquisitionX',
    '/acquisitionX/stores',
    '/acquisition.evil.example/',
    '/acquisition@evil.example/',
    '/acquisition%2Fstores',
    'acquisition/stores',
    'javascript:alert(1)',
    'admin',
    '',
  ])('refuses the return path %j (the shop start page instead)', (returnTo) => {
    expect(returnTarget(returnTo)).toBeUndefined();
    expect(destination(new URLSearchParams({ returnTo }).toString())).toBe(shop);
  });

  it.each([
    '/%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5C%5Cevil.example',
    '/acquisition/%2F%2Fevil.example',
    '/acquisition/..%2F..%2Fevil.example',
    '/acquisition/../../evil.example',
    '/%61cquisition/stores',
    '/acquisition/%09/evil.example',
    '/@evil.example',
  ])('keeps the encoded or dotted return path %j on this site', (returnTo) => {
    const target = new URL(destination(new URLSearchParams({ returnTo }).toString()));
    expect(target.origin).toBe(origin);
    expect(target.href === shop || target.pathname.startsWith('/acquisition/')).toBe(true);
  });

  it('shows a page of this app in the language of the log-in page, which the visitor may have changed there', () => {
    const from = (lang: Language | undefined, returnTo: string) =>
      signInDestination(new URLSearchParams({ returnTo }), origin, lang);
    expect(from('sv', '/admin/registrationlinkgenerator')).toBe(
      `${origin}/acquisition/sv/admin/registrationlinkgenerator`,
    );
    expect(from('sv', '/fr/admin/registrationlinkgenerator?a=1')).toBe(
      `${origin}/acquisition/sv/admin/registrationlinkgenerator?a=1`,
    );
    expect(from('de', '/acquisition/stores')).toBe(`${origin}/acquisition/de/stores`);
    expect(from('en', '/fr')).toBe(`${origin}/acquisition/en`);
    expect(from(undefined, '/fr/stores')).toBe(`${origin}/acquisition/fr/stores`);
    expect(from('sv', '/shop/cart')).toBe(`${origin}/shop/cart`);
  });

  it('prefers the return path to a redirectUrl', () => {
    expect(destination('returnTo=%2Fabout-us&redirectUrl=%2Fshop%2F')).toBe(`${origin}/acquisition/about-us`);
  });
});

describe('allowedRedirect', () => {
  it('matches whole origins and path prefixes only', () => {
    const allowlist = ['https://a.example/members/', '/shop/'];
    expect(allowedRedirect('https://a.example/members/x', allowlist, origin)).toBe('https://a.example/members/x');
    expect(allowedRedirect('https://a.example/other', allowlist, origin)).toBeUndefined();
    expect(allowedRedirect('https://a.example/members/../other', allowlist, origin)).toBeUndefined();
    expect(allowedRedirect(`${origin}/shop/`, allowlist, origin)).toBe(`${origin}/shop/`);
    expect(allowedRedirect('https://other.example/shop/', allowlist, origin)).toBeUndefined();
    expect(allowedRedirect(null, allowlist, origin)).toBeUndefined();
  });
});

describe('appPathOf', () => {
  it('gives the router path of a URL of this app, and nothing for other URLs', () => {
    expect(appPathOf(`${origin}/acquisition/de/entrance?a=1#b`, origin)).toBe('/de/entrance?a=1#b');
    expect(appPathOf(`${origin}/acquisition`, origin)).toBe('/');
    expect(appPathOf(`${origin}/acquisitions/x`, origin)).toBeUndefined();
    expect(appPathOf(`${origin}/shop/`, origin)).toBeUndefined();
    expect(appPathOf('https://other.example/acquisition/entrance', origin)).toBeUndefined();
  });
});

describe('signInPath', () => {
  it('is the log-in route in the current language, leading back afterwards', () => {
    expect(signInPath('entrance', 'fr', '/fr/admin/registrationlinkgenerator?a=1')).toBe(
      '/fr/entrance?returnTo=%2Ffr%2Fadmin%2Fregistrationlinkgenerator%3Fa%3D1',
    );
  });

  it('names why a visitor who was signed in is there, for the log-in page to say', () => {
    const path = signInPath('entrance', undefined, '/admin/splitgenerator', 'session-ended');
    expect(path).toBe('/entrance?returnTo=%2Fadmin%2Fsplitgenerator&signedOut=session-ended');
    const query = new URL(path, origin).searchParams;
    expect(conditions.sessionEnded({ ...conditionContext, query })).toBe(true);
    expect(conditions.signedOut({ ...conditionContext, query })).toBe(false);
    const chosen = new URL(signInPath('entrance', 'de', '/de/admin/splitgenerator', 'signed-out'), origin);
    expect(conditions.signedOut({ ...conditionContext, query: chosen.searchParams })).toBe(true);
    expect(conditions.sessionEnded({ ...conditionContext, query: chosen.searchParams })).toBe(false);
  });
});
