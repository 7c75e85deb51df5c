// @vitest-environment jsdom
// The pure parts of social sign-up: where the providers send the visitor back, the sign-in kept while away, what a
// provider's answer says of the visitor, and what that brings to the registration form.
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig, routesConfig } from '../../src/config/appConfig.ts';
import { builtInSettings } from '../../src/settings/runtimeSettings.ts';
import { identityFromClaims } from '../../src/social/identityClaims.ts';
import { identityFormValues } from '../../src/social/identityFormValues.ts';
import { providerEndpoint } from '../../src/social/providerSettings.ts';
import { keepSignInFailure, takeSignInFailure } from '../../src/social/signInFailure.ts';
import { isAppPath, keepSignInRequest, readSignInRequest, type SignInRequest } from '../../src/social/signInRequest.ts';
import type { SocialIdentity } from '../../src/social/socialIdentity.ts';

const runtimeDefaults = JSON.parse(readFileSync('config/runtime-defaults.json', 'utf8')) as typeof builtInSettings;

/** The routes whose screen has the socialCallback block. */
const callbackPaths = routesConfig.routes
  .filter((route) => readFileSync(`config/screens/${route.screen}.json`, 'utf8').includes('"socialCallback"'))
  .map((route) => `${appConfig.basePath}/${route.path}`);

describe('the providers’ way back', () => {
  it.each([
    ['config/runtime-defaults.json', runtimeDefaults.socialSignIn.redirectPath],
    ['the built-in settings', builtInSettings.socialSignIn.redirectPath],
  ])('%s name a route whose screen completes the sign-in', (_, redirectPath) => {
    expect(callbackPaths).toContain(redirectPath);
  });

  it('is the mock on this origin for an empty issuer, which alone may answer over http', () => {
    const settings = builtInSettings.socialSignIn;
    const mock = providerEndpoint(settings, 'apple', 'http://localhost:4302');
    expect(mock.issuer.href).toBe('http://localhost:4302/mock/oidc/apple');
    expect(mock.redirectUri).toBe(`http://localhost:4302${settings.redirectPath}`);
    expect(mock).toMatchObject({ responseMode: 'form_post', insecureAllowed: true, clientId: 'acquisition-web-apple' });
    const real = {
      ...settings,
      providers: { ...settings.providers, google: { issuer: 'http://accounts.example', clientId: 'x' } },
    };
    expect(providerEndpoint(real, 'google', 'http://localhost:4302')).toMatchObject({
      responseMode: 'query',
      insecureAllowed: false,
    });
  });
});

const request: SignInRequest = {
  provider: 'google',
  state: 's',
  nonce: 'n',
  codeVerifier: 'v',
  returnTo: '/acquisition/de/MOCK-SOCIAL-REG?flow=socialRegistration',
  registrationCode: 'MOCK-SOCIAL-REG',
  historyLength: 2,
  authorizationServer: { issuer: 'http://localhost/mock/oidc/google' },
};

describe('the sign-in kept while the visitor is at the provider', () => {
  beforeEach(() => sessionStorage.clear());

  it('is read back whole, and never leads out of the app', () => {
    keepSignInRequest(request);
    expect(readSignInRequest('/acquisition')).toEqual(request);
    keepSignInRequest({ ...request, returnTo: 'https://evil.example/acquisition' });
    expect(readSignInRequest('/acquisition')).toBeUndefined();
    expect(isAppPath('//evil.example/acquisition/x', '/acquisition')).toBe(false);
    expect(isAppPath('/acquisitionx', '/acquisition')).toBe(false);
  });

  it('is nothing when missing a part or not JSON', () => {
    keepSignInRequest({ ...request, state: '' });
    expect(readSignInRequest('/acquisition')).toBeUndefined();
    keepSignInRequest({ ...request, historyLength: undefined as unknown as number });
    expect(readSignInRequest('/acquisition')).toBeUndefined();
    sessionStorage.setItem('acq_social_sign_in', '{');
    expect(readSignInRequest('/acquisition')).toBeUndefined();
  });

  it('keeps a failure for its code, shown once', () => {
    keepSignInFailure('mock-social-reg', { provider: 'apple', reason: 'cancelled' });
    expect(takeSignInFailure('MOCK-SOCIAL-REG')).toEqual({ provider: 'apple', reason: 'cancelled' });
    expect(takeSignInFailure('MOCK-SOCIAL-REG')).toBeUndefined();
  });
});

describe('a provider’s answer', () => {
  const token = { idToken: 'h.p.s', nonce: 'n' };

  it('gives names and a verified e-mail from the id token', () => {
    const claims = { email: 'ines@example.com', email_verified: true, given_name: 'Inès', family_name: 'Łukasik' };
    expect(identityFromClaims('google', { ...token, claims })).toEqual({
      provider: 'GOOGLE',
      ...token,
      email: 'ines@example.com',
      emailVerified: true,
      givenName: 'Inès',
      familyName: 'Łukasik',
    });
  });

  it('takes Apple’s names from its user field and its "true" as verified', () => {
    const user = JSON.stringify({ name: { firstName: 'Åsa', lastName: 'Öberg' }, email: 'asa@example.com' });
    const claims = { email: 'asa@example.com', email_verified: 'true', given_name: 'ignored' };
    expect(identityFromClaims('apple', { ...token, claims, user })).toMatchObject({
      provider: 'APPLE',
      givenName: 'Åsa',
      familyName: 'Öberg',
      emailVerified: true,
    });
    expect(identityFromClaims('apple', { ...token, claims, user: 'not json' }).givenName).toBeUndefined();
  });

  it('has no verified e-mail without one, or with email_verified false', () => {
    expect(identityFromClaims('facebook', { ...token, claims: {} })).toEqual({
      provider: 'FACEBOOK',
      ...token,
      emailVerified: false,
    });
    expect(
      identityFromClaims('google', { ...token, claims: { email: 'a@b.example', email_verified: false } }).emailVerified,
    ).toBe(false);
  });
});

describe('what an identity brings to the form', () => {
  const identity: SocialIdentity = {
    provider: 'GOOGLE',
    idToken: 't',
    nonce: 'n',
    email: 'zoe@example.com',
    emailVerified: true,
    givenName: 'Zoë',
    familyName: 'Weiß',
  };

  it('fills empty names, never over what the visitor typed', () => {
    expect(identityFormValues(identity, { firstName: '', lastName: 'Typed' })).toEqual({
      firstName: 'Zoë',
      email: 'zoe@example.com',
    });
  });

  it('sets a verified e-mail over another, an unverified one only where none is', () => {
    expect(identityFormValues(identity, { email: 'other@example.com' }).email).toBe('zoe@example.com');
    const unverified = { ...identity, emailVerified: false };
    expect(identityFormValues(unverified, { email: 'other@example.com' }).email).toBeUndefined();
    expect(identityFormValues(unverified, {}).email).toBe('zoe@example.com');
  });

  it('answers nothing when the form holds it already, or without an identity', () => {
    expect(identityFormValues(identity, { firstName: 'Zoë', lastName: 'Weiß', email: 'zoe@example.com' })).toEqual({});
    expect(identityFormValues(undefined, {})).toEqual({});
  });
});
