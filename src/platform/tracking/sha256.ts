/** SHA-256 (Web Crypto) of a value as lowercase hex; e-mails are trimmed and lowercased first. */
export async function sha256Hex(value: string): Promise<string> {
  const bytes = new TextEncoder().encode(value);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export const hashEmail = (email: string) => sha256Hex(email.trim().toLowerCase());
