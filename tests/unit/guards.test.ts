import { describe, expect, it } from 'vitest';
import { guards } from '../../src/routing/guards.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
const url = (token?: string) =>
  new URL(`http://localhost/acquisition/lobby${token === undefined ? '' : `?token=${token}`}`);

describe('emailToken guard', () => {
  it('lets a token whose payload holds an e-mail through', () => {
    expect(guards.emailToken(url(jwt({ email: 'anna@example.com' })))).toBe(true);
  });

  it('refuses a missing token, a payload without e-mail, and garbage', () => {
    expect(guards.emailToken(url())).toBe(false);
    expect(guards.emailToken(url(jwt({ sub: '42' })))).toBe(false);
    expect(guards.emailToken(url('not-a-token'))).toBe(false);
  });
});
