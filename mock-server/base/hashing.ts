import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

export const hmacBase64Url = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64url');

/** Compares without leaking where the first difference is. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
