// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appConfig } from '../../src/config/appConfig.ts';
import { handConsentToManager } from '../../src/platform/consentHandOff.ts';

const credentials = { hmacToken: 'hmac', passphrase: 'secret words', cmpCustomerConsentToken: 'cmp_1' };
const path = appConfig.consentManagerHandOff!.function.split('.');

/** Puts a consent manager's function where config/app.json names it (window.a.b: b, a method of window.a). */
function installConsentManager(handOff = vi.fn()) {
  const owner = { [path.at(-1)!]: handOff };
  Object.assign(
    window,
    path.slice(0, -1).reduceRight<object>((inner, name) => ({ [name]: inner }), owner),
  );
  return { handOff, owner: path.length > 1 ? owner : window };
}

afterEach(() => delete (window as unknown as Record<string, unknown>)[path[0]!]);

describe("the registration's consent credentials", () => {
  it('go to the function config/app.json names, called as a method of its consent manager', () => {
    const { handOff, owner } = installConsentManager();
    handConsentToManager(credentials);
    expect(handOff.mock.calls).toEqual([[credentials]]);
    expect(handOff.mock.contexts[0]).toBe(owner);
  });

  it('wait for a consent manager that is still starting; without one nothing happens', () => {
    handConsentToManager(credentials); // nothing there yet: no error
    const { handOff } = installConsentManager();
    expect(handOff).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(appConfig.thirdParties.consentManagerInitializedEvent));
    expect(handOff.mock.calls).toEqual([[credentials]]);
  });

  it('do not break the registration when the consent manager throws', () => {
    const { handOff } = installConsentManager(
      vi.fn(() => {
        throw new Error('consent manager down');
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // reported to the console while developing
    expect(() => handConsentToManager(credentials)).not.toThrow();
    expect(handOff).toHaveBeenCalledOnce();
  });
});
