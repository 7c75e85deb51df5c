// A partner's code (seed: MOCK-PARTNER-ONLY, for partner.example.com) is checked against the site that sent the
// visitor, which the app names in the query (its own requests' Referer is always the app's page); without it, the
// request's Referer header decides, as for any client.
import { describe, expect, it } from 'vitest';
import { createMockBackend } from '../../mock-server/backend.ts';

const backend = createMockBackend({ logError: () => undefined });
const QUERY =
  'query ($code: String!, $referrer: String) { registrationCodeDetails(registrationCode: $code, referrer: $referrer) { errorDetails { error } } }';

async function errorsOf(referrer: string | null, refererHeader?: string): Promise<string[]> {
  const response = await backend.yoga.fetch('http://mock.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(refererHeader ? { referer: refererHeader } : {}) },
    body: JSON.stringify({ query: QUERY, variables: { code: 'MOCK-PARTNER-ONLY', referrer } }),
  });
  const { data } = (await response.json()) as {
    data: { registrationCodeDetails: { errorDetails: { error: string }[] } };
  };
  return data.registrationCodeDetails.errorDetails.map((detail) => detail.error);
}

describe("a partner's code", () => {
  it("is accepted for a visitor the partner's pages sent, whatever their port and path", async () => {
    expect(await errorsOf('http://partner.example.com/', 'https://club.example/acquisition/MOCK-PARTNER-ONLY')).toEqual(
      [],
    );
    expect(await errorsOf('https://partner.example.com:8443/offers/club?x=1')).toEqual([]);
  });

  it('is refused for another site, for none, and for an unreadable referrer', async () => {
    for (const referrer of ['https://mail.example.net/', 'https://partner.example.com.evil.test/', 'not a url', null]) {
      expect(await errorsOf(referrer, 'https://club.example/acquisition/MOCK-PARTNER-ONLY'), String(referrer)).toEqual([
        'REFERER_INVALID',
      ]);
    }
  });

  it("takes the request's Referer when the query names no referrer", async () => {
    expect(await errorsOf(null, 'http://partner.example.com/page')).toEqual([]);
  });
});
