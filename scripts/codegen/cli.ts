// npm run codegen — the one entry point for generated code (never committed: every output is in a git-ignored
// __generated__ folder, written anew by this command, which start, build, typecheck and the tests run first).
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { CONFIG_LITERALS_DIR, writeConfigLiterals } from './configLiterals.ts';
import { CONFIG_TYPES_DIR, writeConfigTypes } from './configTypes.ts';
import { compileFormValidators, FORMS_DIR } from './formValidators.ts';
import { writeGeneratedFolder } from './generatedFolder.ts';
import { generateMockDataTypes } from './mockDataTypes.ts';
import { generateResolverTypes } from './resolverTypes.ts';

const MOCK_TYPES_DIR = 'mock-server/__generated__';
const RELAY_DIR = 'src/__generated__/relay';

console.log(`codegen: ${await writeConfigTypes()} config types in ${CONFIG_TYPES_DIR}`);
await writeConfigLiterals();
console.log(`codegen: the language and country types in ${CONFIG_LITERALS_DIR}`);
console.log(`codegen: ${await compileFormValidators()} precompiled form validators in ${FORMS_DIR}`);
// The mock server's resolver types from the same SDL (a resolver answering the wrong shape fails typecheck), and the
// types of the data files it reads.
const mockTypes = new Map([...(await generateResolverTypes(MOCK_TYPES_DIR)), ...(await generateMockDataTypes())]);
await writeGeneratedFolder(MOCK_TYPES_DIR, mockTypes);
console.log(
  `codegen: ${mockTypes.size} mock server types (resolvers, scenario catalogue, experiments) in ${MOCK_TYPES_DIR}`,
);
// Relay artifacts: a query or fragment that does not match schema/acquisition.graphql fails here. The compiler
// removes artifacts it no longer writes.
await mkdir(RELAY_DIR, { recursive: true });
execFileSync('relay-compiler', ['--output=quiet-with-errors'], { stdio: 'inherit' });
console.log(`codegen: Relay artifacts in ${RELAY_DIR}`);
