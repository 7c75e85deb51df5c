// A request the browser cancels as the page is left is no fault of the product: it is not reported; anything else is.
import { afterAll, describe, expect, it, vi } from 'vitest';

const page = new EventTarget();
vi.stubGlobal('window', page);
const { ERROR_EVENT, reportError, setReportingEnvironment } = await import('../../src/platform/reportError.ts');
afterAll(() => void vi.unstubAllGlobals());

setReportingEnvironment('production');
const reported: unknown[] = [];
page.addEventListener(ERROR_EVENT, (event) => reported.push((event as CustomEvent).detail.context.during));
const cancelled = () => new TypeError('Failed to fetch');

describe('error reports as the page is left', () => {
  it('report a failed request while the page is here', () => {
    reportError(cancelled(), { during: 'here' });
    expect(reported).toEqual(['here']);
  });

  it('leave out a request cancelled by the leaving, not an error of another kind', () => {
    page.dispatchEvent(new Event('pagehide'));
    reportError(cancelled(), { during: 'leaving' });
    reportError(new TypeError('Cannot read properties of undefined'), { during: 'a bug while leaving' });
    expect(reported).toEqual(['here', 'a bug while leaving']);
  });

  it('report again once the page is back (the back-forward cache)', () => {
    page.dispatchEvent(new Event('pageshow'));
    reportError(cancelled(), { during: 'back' });
    expect(reported).toEqual(['here', 'a bug while leaving', 'back']);
  });
});
