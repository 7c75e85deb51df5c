// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { builtInSettings, loadRuntimeSettings, mergeSettings } from '../../src/settings/runtimeSettings.ts';
import { ERROR_EVENT, reportError } from '../../src/platform/reportError.ts';

describe('runtime settings', () => {
  it('lets each non-empty value of defaults.json override the built-in one', () => {
    const merged = mergeSettings(builtInSettings, {
      environment: 'staging',
      gtmContainerId: '',
      acqBackendGraphqlURL: 'https://api.example/graphql',
      entrancePageConfig: { showTechnicalIssues: true },
      unknownKey: 'ignored',
    });
    expect(merged).toEqual({
      ...builtInSettings,
      environment: 'staging',
      acqBackendGraphqlURL: 'https://api.example/graphql',
      entrancePageConfig: { showTechnicalIssues: true },
    });
  });

  it('ignores values of the wrong type and keeps nested built-in values', () => {
    const merged = mergeSettings(builtInSettings, {
      environment: 7,
      entrancePageConfig: { showTechnicalIssues: 'false', other: 1 },
    });
    expect(merged).toEqual(builtInSettings);
  });

  it('rejects a defaults.json that is not an object', () => {
    expect(() => mergeSettings(builtInSettings, ['x'])).toThrow(TypeError);
    expect(() => mergeSettings(builtInSettings, null)).toThrow(TypeError);
  });

  it('fetches defaults.json with credentials and falls back to built-in settings on failure', async () => {
    // Tests run in development mode, where failures go to the console (production: see e2e/runtime-defaults).
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchFn = vi.fn(async () => new Response('not json', { status: 200 }));
    const settings = await loadRuntimeSettings(fetchFn);
    expect(fetchFn).toHaveBeenCalledWith(
      '/acquisition/defaults.json',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(settings).toBe(builtInSettings);
    expect(consoleError).toHaveBeenCalledWith(
      '[acquisition]',
      expect.objectContaining({ during: 'loading runtime defaults' }),
      expect.any(SyntaxError),
    );
    consoleError.mockRestore();
  });

  it('lets the environment of defaults.json decide where later failures are reported', async () => {
    const reports: unknown[] = [];
    const listener = (event: Event) => reports.push((event as CustomEvent).detail.context);
    window.addEventListener(ERROR_EVENT, listener);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await loadRuntimeSettings(async () => Response.json({ environment: 'production' }));
      reportError(new Error('boom'), { during: 'a test' });
      expect(reports).toEqual([{ during: 'a test' }]);
      expect(consoleError).not.toHaveBeenCalled();

      await loadRuntimeSettings(async () => Response.json({ environment: 'development' }));
      reportError(new Error('boom'), { during: 'another test' });
      expect(reports).toHaveLength(1);
      expect(consoleError).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(ERROR_EVENT, listener);
      consoleError.mockRestore();
    }
  });
});
