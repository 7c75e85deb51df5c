// config/app.json signIn.redirectAllowlist: the only places a ?redirectUrl= may lead, so a link cannot use the
// log-in to send a member to another site (no open redirect).

/**
 * The URL, resolved against this site's origin, when it starts with an allowlisted prefix: the same scheme, host and
 * port, and a path that begins with the entry's path. Undefined for anything else (other hosts, javascript:, user@host).
 */
export function allowedRedirect(
  value: string | null | undefined,
  allowlist: readonly string[],
  origin: string,
): string | undefined {
  if (!value) return undefined;
  let target: URL;
  try {
    target = new URL(value, origin);
  } catch {
    return undefined;
  }
  if (target.username || target.password) return undefined;
  const allowed = allowlist.some((entry) => {
    const prefix = new URL(entry, origin);
    return target.origin === prefix.origin && target.pathname.startsWith(prefix.pathname);
  });
  return allowed ? target.href : undefined;
}
