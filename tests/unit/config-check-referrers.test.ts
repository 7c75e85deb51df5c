// check:config on config/app.json deniedReferrers: each entry is a host or *. and a domain, said in one sentence
// with its JSON pointer; the route a denied visitor goes to exists.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkConfig } from '../../scripts/config-check/check.ts';
import { readConfigTree, type ConfigTree } from '../../scripts/config-check/tree.ts';

const APP = 'config/app.json';
let real: ConfigTree;
beforeAll(async () => {
  real = await readConfigTree(process.cwd());
});

/** The problems of config/app.json after `edit` changed its deniedReferrers, as [pointer, message]. */
function checkEdited(edit: (deniedReferrers: Record<string, any>) => void) {
  const tree = structuredClone(real) as ConfigTree & { config: Record<string, any> };
  edit(tree.config[APP].deniedReferrers);
  return checkConfig(tree)
    .filter((p) => p.file === APP)
    .map((p) => [p.pointer, p.message]);
}

const SENTENCE =
  'is not a host: write the host alone, like www.example-coupons.com, or *. and a domain for the domain and all its subdomains, like *.example-forum.net (no https://, path, port or spaces).';

describe('check:config on the denied referrer hosts', () => {
  it('accepts the real list, which has exact hosts and whole domains', () => {
    expect(checkEdited(() => undefined)).toEqual([]);
    const hosts = (real.config[APP] as { deniedReferrers: { hosts: Record<string, string[]> } }).deniedReferrers.hosts;
    const entries = Object.values(hosts).flat();
    expect(entries.some((e) => e.startsWith('*.'))).toBe(true);
    expect(entries.some((e) => !e.startsWith('*.'))).toBe(true);
  });

  it('accepts hosts in any case, international domains as written or as xn--, and *. before a domain', () => {
    const entries = [
      'www.example-coupons.com',
      '*.example-forum.net',
      'Forum.Example.NET',
      'bücher-forum.de',
      'xn--bcher-forum-thb.de',
      'shop.example.xn--p1ai',
    ];
    expect(checkEdited((denied) => (denied.hosts.test = entries))).toEqual([]);
  });

  it('rejects a URL, a path, a port, a bare word, a misplaced *, spaces, an IP address, with pointer and sentence', () => {
    const entries = [
      'https://www.example-coupons.com/',
      'www.example-coupons.com/deals',
      'www.example-coupons.com:8080',
      'example',
      '*example-forum.net',
      'forum.*.example.net',
      '*.*.example.net',
      'www example.com',
      '-forum.example.net',
      '192.168.0.1',
      '',
    ];
    expect(checkEdited((denied) => (denied.hosts.test = entries))).toEqual(
      entries.map((entry, index) => [`/deniedReferrers/hosts/test/${index}`, `"${entry}" ${SENTENCE}`]),
    );
  });

  it('rejects a kind that is no list, and a route that does not exist', () => {
    expect(
      checkEdited((denied) => {
        denied.hosts.coupon = 'www.example-coupons.com';
        denied.leadsTo.route = 'denied';
      }),
    ).toEqual([
      ['/deniedReferrers/leadsTo/route', '"denied" is not a route id of config/routes.json.'],
      ['/deniedReferrers/hosts/coupon', 'must be array.'],
    ]);
  });
});
