// Where a log-in leads: back inside the site, to an allowlisted redirectUrl, else the shop's start page; never elsewhere.
import { describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { appPathOf } from '../../src/navigation/appUrl.ts';
import { allowedRedirect } from '../../src/navigation/redirectAllowlist.ts';
import { returnPath, signInDestination, signInPath } from '../../src/navigation/signInDestination.ts';

const origin = 'https://club.example';
const destination = (query: string) => signInDestination(new URLSearchParams(query), origin);
const shop = new URL(appConfig.signIn.shopStartUrl, origin).href;

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

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', '/\t/evil.example', 'admin', ''])(
    'refuses the return path %j',
    (returnTo) => {
      expect(returnPath(returnTo)).toBeUndefined();
      expect(destination(new URLSearchParams({ returnTo }).toString())).toBe(shop);
    },
  );

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
});
