// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepPreviousPdpPage, previousPdpPage, productPagePath } from '../../src/navigation/previousPdpPage.ts';

const landing = (query = '') => new URL(`http://localhost/acquisition/${query}`);

beforeEach(() => sessionStorage.clear());

describe('the product page a visitor was sent from (?pdp=)', () => {
  it('is a path of the shop: one leading slash, no host, no spaces, at most 512 characters', () => {
    expect(productPagePath('/p/cashmere-coat-4711?colour=camel')).toBe('/p/cashmere-coat-4711?colour=camel');
    for (const refused of [
      '',
      null,
      'p/coat',
      '//evil.example/p',
      '/\\evil.example',
      'https://evil.example/',
      '/p/a coat',
    ]) {
      expect(productPagePath(refused), String(refused)).toBeUndefined();
    }
    expect(productPagePath(`/${'a'.repeat(511)}`)).toBeDefined();
    expect(productPagePath(`/${'a'.repeat(512)}`)).toBeUndefined();
  });

  it("is the URL's, else the one kept for the session", () => {
    expect(previousPdpPage(landing())).toBeUndefined();
    keepPreviousPdpPage('/p/kept');
    expect(previousPdpPage(landing())).toBe('/p/kept');
    expect(previousPdpPage(landing('?pdp=%2Fp%2Fnewer'))).toBe('/p/newer');
    expect(previousPdpPage(landing('?pdp=https%3A%2F%2Fevil.example'))).toBe('/p/kept');
  });
});
