// Whether a referrer is one of the hosts config/app.json deniedReferrers lists (spec §4). An entry is a host, where a
// leading www. does not count (www.example.com and example.com are one site), or *. and a domain: the domain and
// every subdomain of it. Hosts compare as URLs carry them: lowercase, international names in their xn-- form, no
// port, no trailing dot. check:config refuses a malformed entry (schema/config/app.schema.json); here one matches nothing.

export type ReferrerHostLists = Readonly<Record<string, readonly string[]>>;

export interface ListedReferrer {
  /** The list it is on: coupon, forum, searchEngine… */
  kind: string;
  entry: string;
}

const WHOLE_DOMAIN = '*.';

const urlHost = (url: URL) => url.hostname.replace(/\.$/, '');

/** 'Bücher.example' → 'xn--bcher-kva.example'; undefined for what is no host. */
function normalHost(host: string): string | undefined {
  try {
    return urlHost(new URL(`http://${host}`));
  } catch {
    return undefined;
  }
}

const withoutWww = (host: string) => (host.startsWith('www.') ? host.slice('www.'.length) : host);

function matches(host: string, entry: string): boolean {
  const wholeDomain = entry.startsWith(WHOLE_DOMAIN);
  const listed = normalHost(wholeDomain ? entry.slice(WHOLE_DOMAIN.length) : entry);
  if (!listed) return false;
  return wholeDomain ? host === listed || host.endsWith(`.${listed}`) : withoutWww(host) === withoutWww(listed);
}

/** The host of an http(s) referrer; undefined for an empty or malformed one, or another scheme (android-app:). */
function referrerHost(referrer: string): string | undefined {
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? urlHost(url) : undefined;
  } catch {
    return undefined;
  }
}

/** The list and entry the referrer's host is on, or undefined. */
export function listedReferrer(referrer: string, lists: ReferrerHostLists): ListedReferrer | undefined {
  const host = referrerHost(referrer);
  if (!host) return undefined;
  for (const [kind, entries] of Object.entries(lists)) {
    const entry = entries.find((candidate) => matches(host, candidate));
    if (entry !== undefined) return { kind, entry };
  }
  return undefined;
}
