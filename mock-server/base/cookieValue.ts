// Cookies as the mock reads and writes them, with the `cookie` package (the one react-router uses too).
import { parse, serialize, type SerializeOptions } from 'cookie';

/** One cookie's value from a Cookie header; undefined when it is missing or not decodable. */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  const raw = parse(header, { decode: (value) => value })[name];
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** A Set-Cookie value for the whole site, SameSite=Lax; `maxAge: 0` deletes it. */
export const siteCookie = (name: string, value: string, options: SerializeOptions = {}) =>
  serialize(name, value, { path: '/', sameSite: 'lax', ...options });
