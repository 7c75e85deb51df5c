// Spec §4's referrer deny: which referrers config/app.json deniedReferrers lists, which arrivals are checked, what is
// kept for support, and that the lists stay out of what the pages import eagerly.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import type { DeniedReferrers } from '../../src/config/__generated__/app.ts';
import { otherSiteReferrer, REDIRECTED_REFERRER_KEY } from '../../src/platform/referrer/arrivalReferrer.ts';
import { arrivedWithCode, denyListedArrival, type Arrival } from '../../src/platform/referrer/deniedArrival.ts';
import { DENIED_REFERRER_KEY } from '../../src/platform/referrer/deniedArrivalRecord.ts';
import { listedReferrer } from '../../src/platform/referrer/listedReferrer.ts';

const lists = {
  coupon: ['www.example-coupons.com', 'deals.example'],
  forum: ['*.example-forum.net', '*.bücher-forum.de', 'Talk.Example.ORG'],
};
const on = (referrer: string) => listedReferrer(referrer, lists);

describe('listedReferrer', () => {
  it('finds an exact host with its list, and its www. twin either way; no other host of the domain', () => {
    expect(on('https://www.example-coupons.com/deals?id=1')).toEqual({
      kind: 'coupon',
      entry: 'www.example-coupons.com',
    });
    expect(on('https://example-coupons.com/')?.kind).toBe('coupon');
    expect(on('https://www.deals.example/')?.kind).toBe('coupon');
    expect(on('https://shop.example-coupons.com/')).toBeUndefined();
    expect(on('https://www.example-coupons.com.evil.test/')).toBeUndefined();
  });

  it('finds every subdomain of a *. entry and the domain itself, never a look-alike domain', () => {
    for (const host of ['example-forum.net', 'www.example-forum.net', 'de.m.example-forum.net'])
      expect(on(`https://${host}/t/123`), host).toEqual({ kind: 'forum', entry: '*.example-forum.net' });
    expect(on('https://myexample-forum.net/')).toBeUndefined();
    expect(on('https://example-forum.net.example/')).toBeUndefined();
  });

  it('ignores case, port, trailing dot and the scheme (http or https)', () => {
    expect(on('HTTPS://WWW.EXAMPLE-COUPONS.COM/')?.kind).toBe('coupon');
    expect(on('https://talk.example.org/')?.kind).toBe('forum'); // the entry is Talk.Example.ORG
    expect(on('https://www.example-coupons.com:8443/')?.kind).toBe('coupon');
    expect(on('http://www.example-coupons.com./')?.kind).toBe('coupon');
  });

  it('matches an international domain written as in the entry or in its xn-- form', () => {
    expect(on('https://www.bücher-forum.de/')?.entry).toBe('*.bücher-forum.de');
    expect(on('https://www.xn--bcher-forum-thb.de/')?.entry).toBe('*.bücher-forum.de');
  });

  it('finds nothing in an empty, malformed or non-web referrer', () => {
    for (const referrer of ['', 'www.example-coupons.com', 'not a url', 'https://', 'android-app://deals.example/'])
      expect(on(referrer), referrer).toBeUndefined();
  });
});

const arrival = (documentUrl: string, navigationType = 'navigate'): Arrival => ({
  registrationCode: 'MOCK-VALID',
  referrer: 'https://www.example-coupons.com/',
  documentUrl,
  navigationType,
});

describe('arrivedWithCode', () => {
  it('is true when the document opened on the code, as the slug (any language) or ?registrationCode=', () => {
    expect(arrivedWithCode(arrival('https://shop.example/acquisition/MOCK-VALID'))).toBe(true);
    expect(arrivedWithCode(arrival('https://shop.example/acquisition/de/MOCK-VALID?x=1'))).toBe(true);
    expect(arrivedWithCode(arrival('https://shop.example/acquisition/?registrationCode=MOCK-VALID'))).toBe(true);
  });

  it('is false for a code typed in after arriving, a reload and a step back or forth', () => {
    expect(arrivedWithCode(arrival('https://shop.example/acquisition/'))).toBe(false);
    expect(arrivedWithCode(arrival('https://shop.example/acquisition/MOCK-VALID', 'reload'))).toBe(false);
    expect(arrivedWithCode(arrival('https://shop.example/acquisition/MOCK-VALID', 'back_forward'))).toBe(false);
  });
});

describe('denyListedArrival, with the hosts of config/app.json', () => {
  const configured = (JSON.parse(readFileSync('config/app.json', 'utf8')) as { deniedReferrers: DeniedReferrers })
    .deniedReferrers;
  const [kind, [entry]] = Object.entries(configured.hosts).find(([, hosts]) => hosts.length > 0)! as [string, string[]];
  const listed = `https://${entry!.replace(/^\*\./, 'www.')}/`;
  const landed = { ...arrival('https://shop.example/acquisition/MOCK-VALID'), referrer: listed };
  const now = new Date('2026-11-24T12:00:00Z');
  afterEach(() => vi.unstubAllGlobals());

  it('keeps code, referrer, list and time in localStorage, then answers where the visitor goes', () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', { setItem: (key: string, value: string) => kept.set(key, value) });
    expect(denyListedArrival(landed, now)).toEqual(configured.leadsTo);
    expect(JSON.parse(kept.get(DENIED_REFERRER_KEY)!)).toEqual({
      registrationCode: 'MOCK-VALID',
      referrer: listed,
      kind,
      deniedAt: '2026-11-24T12:00:00.000Z',
    });
  });

  it('denies all the same where storage is blocked', () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(denyListedArrival(landed, now)).toEqual(configured.leadsTo);
  });

  it('lets in a visitor from another site, or who typed the code in, and keeps nothing', () => {
    const setItem = vi.fn();
    vi.stubGlobal('localStorage', { setItem });
    expect(denyListedArrival({ ...landed, referrer: 'https://mail.example.net/' }, now)).toBeUndefined();
    expect(denyListedArrival({ ...landed, documentUrl: 'https://shop.example/acquisition/' }, now)).toBeUndefined();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('is not part of config/app.json as the pages import it (the host lists load with the check only)', () => {
    expect(configured.hosts).toBeDefined();
    expect(appConfig).not.toHaveProperty('deniedReferrers');
  });
});

describe('otherSiteReferrer', () => {
  afterEach(() => vi.unstubAllGlobals());
  const visit = (referrer: string, handedOver?: string) => {
    vi.stubGlobal('location', { origin: 'https://shop.example' });
    vi.stubGlobal('document', { referrer });
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => (key === REDIRECTED_REFERRER_KEY ? handedOver : null),
    });
    return otherSiteReferrer();
  };

  it('is the referrer of another origin; none without one or from this site', () => {
    expect(visit('https://www.example-coupons.com/')).toBe('https://www.example-coupons.com/');
    expect(visit('')).toBeUndefined();
    expect(visit('https://shop.example/acquisition/')).toBeUndefined();
  });

  it('is the one the language redirect handed over when this page came from that redirect only', () => {
    const from = 'https://shop.example/acquisition/MOCK-VALID';
    expect(visit(from, `${from}\nhttps://www.example-coupons.com/`)).toBe('https://www.example-coupons.com/');
    expect(visit(from, `${from}\n`)).toBeUndefined();
    expect(visit('https://shop.example/acquisition/', `${from}\nhttps://www.example-coupons.com/`)).toBeUndefined();
  });
});
