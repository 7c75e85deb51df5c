// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { deepLinkingPageData } from '../../src/navigation/deepLinkingPageData.ts';
import { keepPreviousPdpPage } from '../../src/navigation/previousPdpPage.ts';
import { keepSourcePath, sourcePath, visitSourcePath } from '../../src/navigation/sourcePath.ts';

const SITE = 'https://www.shop.test';
const landing = (query = '') => new URL(`${SITE}${appConfig.basePath}/MOCK-VALID${query}`);

beforeEach(() => sessionStorage.clear());

describe('where in the shop the visitor came from (deepLinkingPageData.sourcePath)', () => {
  it("is the URL's ?sourcePath=, else the path of a shop page on this origin that linked here", () => {
    expect(visitSourcePath(landing('?sourcePath=%2Fwomen%2Fcoats'), `${SITE}/men/`)).toBe('/women/coats');
    expect(visitSourcePath(landing(), `${SITE}/women/coats?q=anna%40mail.test`)).toBe('/women/coats'); // no query
    for (const referrer of [
      '',
      'not a url',
      'https://elsewhere.test/women/',
      `${SITE}${appConfig.basePath}/entrance`, // a page of this app is no source in the shop
      `${SITE}${appConfig.basePath}`,
    ]) {
      expect(visitSourcePath(landing(), referrer), referrer).toBeUndefined();
    }
    expect(visitSourcePath(landing('?sourcePath=https%3A%2F%2Fevil.test%2F'), '')).toBeUndefined();
    expect(visitSourcePath(landing(), `${SITE}${appConfig.basePath}-outlet/`)).toBe(`${appConfig.basePath}-outlet/`);
  });

  it('is kept for the session: a later page without one still names it, a newer one replaces it', () => {
    keepSourcePath(landing(), `${SITE}/women/`);
    keepSourcePath(landing(), ''); // a reload: no referrer to speak of
    expect(sourcePath(landing())).toBe('/women/');
    keepSourcePath(landing(), `${SITE}/men/`);
    expect(sourcePath(landing())).toBe('/men/');
    expect(sourcePath(landing('?sourcePath=%2Fsale%2F'))).toBe('/sale/');
  });

  it('goes with the previous product page as deepLinkingPageData, or nothing when the visit names neither', () => {
    expect(deepLinkingPageData(landing())).toBeNull();
    keepPreviousPdpPage('/p/coat-1');
    expect(deepLinkingPageData(landing())).toEqual({ previousPdpPage: '/p/coat-1' });
    expect(deepLinkingPageData(landing('?sourcePath=%2Fwomen%2F'))).toEqual({
      sourcePath: '/women/',
      previousPdpPage: '/p/coat-1',
    });
  });
});
