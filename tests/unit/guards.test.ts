// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailTokenOf, keptEmailToken } from '../../src/navigation/emailToken.ts';
import { guards } from '../../src/routing/guards.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
const url = (token?: string, rest = '') =>
  new URL(`http://localhost/acquisition/lobby?${token === undefined ? '' : `token=${token}&`}${rest}`);
const anna = jwt({ email: 'anna@example.com' });

beforeEach(() => sessionStorage.clear());

describe('emailToken guard', () => {
  it('lets a token whose payload holds an e-mail through, keeps it and takes it out of the URL', () => {
    const { allowed, tidyUrl } = guards.emailToken(url(anna, 'utm_source=mail'));
    expect(allowed).toBe(true);
    expect(tidyUrl?.href).toBe('http://localhost/acquisition/lobby?utm_source=mail');
    expect(keptEmailToken()).toBe(anna);
  });

  it('lets the token kept for the session through on a reload, with nothing to tidy', () => {
    guards.emailToken(url(anna));
    expect(guards.emailToken(url())).toEqual({ allowed: true });
    expect(emailTokenOf(url())).toBe(anna);
  });

  it('leaves the token in the URL when the session cannot keep it, so a reload still works', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(guards.emailToken(url(anna))).toEqual({ allowed: true });
    setItem.mockRestore();
  });

  it('refuses a missing token, a payload without e-mail, and garbage, also when another token is kept', () => {
    expect(guards.emailToken(url()).allowed).toBe(false);
    guards.emailToken(url(anna));
    expect(guards.emailToken(url(jwt({ sub: '42' }))).allowed).toBe(false);
    expect(guards.emailToken(url('not-a-token')).allowed).toBe(false);
  });
});
