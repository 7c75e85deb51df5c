// The headers every page is served with, by the production server and in dist/_headers for a static host: no other
// site frames a page (a review build's gallery, this site itself, does), other sites learn nothing of a page's
// address, features the site does not use are denied, and browsers keep to HTTPS.
import { describe, expect, it } from 'vitest';
import { pageHeaders } from '../../scripts/prerender/responseHeaders.ts';
import { headersFile } from '../../scripts/prerender/staticHostFiles.ts';
import type { PrerenderManifest } from '../../scripts/prerender/manifest.ts';

const manifest = (framedBy: PrerenderManifest['framedBy']): PrerenderManifest => ({
  pages: {},
  templates: [],
  notFound: {},
  aliases: {},
  formRedirects: [],
  scriptHashes: ['sha256-abc'],
  styleHashes: [],
  framedBy,
});

describe('the headers of a page', () => {
  it('let no site frame the pages, in the CSP and for older browsers alike', () => {
    const headers = pageHeaders(manifest('none'));
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('let a review build frame its own pages (the gallery), and no other site', () => {
    const headers = pageHeaders(manifest('self'));
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keep addresses on the site, deny unused features and keep browsers on HTTPS', () => {
    const headers = pageHeaders(manifest('none'));
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const policy = headers['permissions-policy'].split(', ');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    expect(policy).toContain('clipboard-write=(self)'); // the copy buttons
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
  });

  it('are the same for a static host (dist/_headers) as from the production server', () => {
    const file = headersFile('/acquisition', manifest('none'));
    for (const [name, value] of Object.entries(pageHeaders(manifest('none')))) {
      expect(file).toContain(`  ${name}: ${value}\n`);
    }
  });
});
