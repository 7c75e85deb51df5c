// @vitest-environment jsdom
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE, sessionId } from '../../src/relay/sessionId.ts';

describe('X-Session-ID', () => {
  it('is one id for the browser session, kept in a session cookie', () => {
    const first = sessionId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(sessionId()).toBe(first);
    expect(Cookies.get(SESSION_COOKIE)).toBe(first);
  });

  it('starts anew when the session ends (the cookie is gone)', () => {
    const before = sessionId();
    Cookies.remove(SESSION_COOKIE, { path: '/' });
    expect(sessionId()).not.toBe(before);
  });
});
