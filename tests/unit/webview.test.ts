// The webview check the Google entry relies on: app webviews are found, the browsers on the same phones are not.
import { describe, expect, it } from 'vitest';
import { androidBrowserLink, webviewOf } from '../../src/social/webview.ts';

const ua = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebview:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  androidInstagram:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36 Instagram 312.0.0.34.111 Android',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  iosApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/458.0.0.41.108;FBBV/123]',
  iosLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('the webview check', () => {
  it('finds app webviews on Android and iOS, by their marks or their names', () => {
    expect(webviewOf(ua.androidWebview)).toBe('android');
    expect(webviewOf(ua.androidInstagram)).toBe('android');
    expect(webviewOf(ua.iosApp)).toBe('ios');
    expect(webviewOf(ua.iosFacebook)).toBe('ios');
    expect(webviewOf(ua.iosLine)).toBe('ios');
  });

  it('leaves browsers alone', () => {
    for (const browser of [ua.androidChrome, ua.iosSafari, ua.iosChrome, ua.desktopFirefox]) {
      expect(webviewOf(browser)).toBeUndefined();
    }
  });

  it('asks Android for the browser with the page’s own address', () => {
    expect(androidBrowserLink('https://club.example/acquisition/de/MOCK-SOCIAL-REG?flow=x')).toBe(
      'intent://club.example/acquisition/de/MOCK-SOCIAL-REG?flow=x#Intent;scheme=https;action=android.intent.action.VIEW;end',
    );
  });
});
