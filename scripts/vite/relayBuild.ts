// How the browser's build takes Relay (vite.config.ts): its runtime's module, whose chunk gets V8's compile hint
// (compileHintsPlugin.ts), and Relay's CommonJS packages (with fbjs and invariant, which only it brings, and the
// @babel/runtime helpers it requires), which do nothing on import and are hoisted into one scope.

/** The module the app takes Relay's runtime from (its chunk is Relay's). */
export const RELAY_RUNTIME_MODULE = 'src/relay/relayRuntime.ts';

const RELAY_PACKAGE_NAMES = ['react-relay', 'relay-runtime', 'fbjs', 'invariant', '@babel/runtime'];

/** A module of Relay's CommonJS packages. */
export const RELAY_PACKAGES = new RegExp(`/node_modules/(${RELAY_PACKAGE_NAMES.join('|')})/`);

/**
 * build.commonjsOptions.strictRequires: the CommonJS modules that keep their wrapper (a function run at the first
 * require, which keeps CommonJS's order of evaluation): every one but Relay's. Relay's are hoisted, so V8 compiles no
 * wrapper for each on the main thread; their requires hold no cycle that needs one. A RegExp: Vite reads a glob from
 * the project's folder, where a leading "!" is no negation.
 */
export const WRAPPED_COMMONJS = [new RegExp(`^(?!.*${RELAY_PACKAGES.source})`)];
