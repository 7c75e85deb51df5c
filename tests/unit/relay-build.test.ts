// The build's CommonJS settings (scripts/vite/relayBuild.ts), read as Vite reads them: Relay's packages are hoisted,
// every other CommonJS package (react-dom, the scheduler) keeps its wrappers and so CommonJS's order of evaluation.
import { createFilter } from 'vite';
import { describe, expect, it } from 'vitest';
import { RELAY_PACKAGES, WRAPPED_COMMONJS } from '../../scripts/vite/relayBuild.ts';

const wrapped = createFilter(WRAPPED_COMMONJS);
const module = (path: string) => `${process.cwd()}/node_modules/${path}`;

describe("the build's CommonJS wrappers", () => {
  it("hoist Relay's packages and those only it brings", () => {
    for (const path of [
      'relay-runtime/lib/index.js',
      'react-relay/lib/relay-hooks/useFragment.js',
      'fbjs/lib/warning.js',
      'invariant/browser.js',
      '@babel/runtime/helpers/objectSpread2.js',
    ]) {
      expect(RELAY_PACKAGES.test(module(path)), path).toBe(true);
      expect(wrapped(module(path)), path).toBe(false);
    }
  });

  it('keep every other package wrapped', () => {
    for (const path of [
      'react-dom/cjs/react-dom-client.production.js',
      'scheduler/index.js',
      'react/index.js',
      'js-cookie/dist/js.cookie.js',
    ]) {
      expect(wrapped(module(path)), path).toBe(true);
    }
  });
});
