// relay-compiler: the app's queries and fragments against the contract the mock server also serves.
// Named exports: the compiler reads this ES module's fields directly (it does not unwrap `default`).
export const src = './src';
export const schema = './schema/acquisition.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const artifactDirectory = './src/__generated__/relay';
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
// Types come in as types: an artifact that imports only types does not load Relay's runtime.
export const useImportTypeSyntax = true;
