// The resolver types generated from the SDL (mock-server/__generated__/resolverTypes.ts) refuse a resolver
// that answers the wrong shape, reads arguments or context the SDL does not give, or a resolver map
// that misses a root field. tsc (npm run typecheck) checks this file: each `@ts-expect-error` below
// must meet an error, and the test at the end proves it is the error the comment names.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../mock-server/__generated__/resolverTypes.ts';
import { resolvers } from '../../mock-server/graphql/resolvers/index.ts';
import { logIn } from '../../mock-server/graphql/resolvers/logIn.ts';
import { REPO_ROOT } from '../../mock-server/base/paths.ts';

const ref = { $ref: { typeName: 'ConsentCredentials', key: 'reg_1' } };

/** Each pair: the right answer compiles, the wrong one next to it does not. */
const right = {
  joinWaitingList: (() => ({
    email: 'a@mock.test',
    status: 'ADDED',
    position: 1,
    joinedBefore: 0,
  })) satisfies MutationResolvers['joinWaitingList'],
  countryDetails: (() => ({ country: 'DE' })) satisfies QueryResolvers['countryDetails'],
  applyForMembership: (() => ({ status: null, problems: [] })) satisfies MutationResolvers['applyForMembership'],
  // The mapper: the mock fills ConsentCredentials.passphrase, so an answer without it is right.
  finalizeRegistration: (() => ({
    registrationProblems: [],
    consentCredentials: { ...ref, hmacToken: 'h' },
  })) satisfies MutationResolvers['finalizeRegistration'],
  registrationSubmitForm: (() => ({
    registration: { id: 'reg_1', status: 'SUBMITTED' },
    registrationProblems: [{ message: 'm', reason: 'RegistrationCode' }],
  })) satisfies MutationResolvers['registrationSubmitForm'],
  logIn: ((_, { input }) => ({ token: input.email })) satisfies MutationResolvers['logIn'],
  viewer: ((_, __, context) => context.viewer()) satisfies QueryResolvers['viewer'],
};

const wrong = {
  joinWaitingList: (() => ({
    email: 'a@mock.test',
    // @ts-expect-error -- Type '"MAYBE"' is not assignable to type 'WaitingListStatus'
    status: 'MAYBE',
    position: 1,
    joinedBefore: 0,
  })) satisfies MutationResolvers['joinWaitingList'],
  countryDetails: (() => ({
    // @ts-expect-error -- Type 'number' is not assignable to type 'string'
    country: 49,
  })) satisfies QueryResolvers['countryDetails'],
  // @ts-expect-error -- Property 'problems' is missing
  applyForMembership: (() => ({ status: null })) satisfies MutationResolvers['applyForMembership'],
  finalizeRegistration: (() => ({
    registrationProblems: [],
    // hmacToken is missing: the mapper leaves out only the passphrase.
    // @ts-expect-error -- not assignable to type 'Maybe<ResolverTypeWrapper<Omit<ConsentCredentials, "passphrase">>>
    consentCredentials: { ...ref },
  })) satisfies MutationResolvers['finalizeRegistration'],
  registrationSubmitForm: (() => ({
    registration: { id: 'reg_1', status: 'SUBMITTED' },
    // @ts-expect-error -- Type '"NoSuchReason"' is not assignable to type 'RegistrationProblemReason'
    registrationProblems: [{ message: 'm', reason: 'NoSuchReason' }],
  })) satisfies MutationResolvers['registrationSubmitForm'],
  // @ts-expect-error -- Property 'username' does not exist on type 'LogInInput'
  logIn: ((_, { input }) => ({ token: input.username })) satisfies MutationResolvers['logIn'],
  // @ts-expect-error -- Property 'user' does not exist on type 'MockContext'
  viewer: ((_, __, context) => context.user) satisfies QueryResolvers['viewer'],
};

const maps = {
  // @ts-expect-error -- is missing the following properties from type 'MutationResolvers<MockContext
  missingRootResolver: { Mutation: { logIn } } satisfies Resolvers,
  unknownField: {
    // @ts-expect-error -- 'countryOfBirth' does not exist in type 'QueryResolvers<MockContext
    Query: { ...resolvers.Query, countryOfBirth: () => 'DE' },
  } satisfies Resolvers,
};

const THIS_FILE = fileURLToPath(import.meta.url);
const DIRECTIVE = /^\s*\/\/ @ts-expect-error -- (.+)$/;

/** This file's diagnostics with its directives taken out, by line (1-based). */
function errorsWithoutDirectives(): Map<number, string> {
  const { config } = ts.readConfigFile(path.join(REPO_ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, REPO_ROOT);
  const source = readFileSync(THIS_FILE, 'utf8').replaceAll('@ts-expect-error --', 'expected:');
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    path.resolve(fileName) === THIS_FILE
      ? ts.createSourceFile(fileName, source, languageVersion)
      : readSourceFile(fileName, languageVersion, ...rest);
  const program = ts.createProgram([THIS_FILE], options, host);
  const file = program.getSourceFile(THIS_FILE)!;
  const errors = new Map<number, string>();
  for (const diagnostic of ts.getPreEmitDiagnostics(program, file)) {
    const line = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1;
    errors.set(line, `${errors.get(line) ?? ''}${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}\n`);
  }
  return errors;
}

describe('resolver types generated from the SDL', () => {
  it('accept the right twin of each wrong resolver', () => {
    expect(Object.keys(right)).toEqual(Object.keys(wrong));
    expect(Object.keys(maps)).toEqual(['missingRootResolver', 'unknownField']);
  });

  it('refuse each wrong resolver with the error its @ts-expect-error names, and nothing else', () => {
    const expected = new Map<number, string>();
    readFileSync(THIS_FILE, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const named = DIRECTIVE.exec(text)?.[1];
        if (named) expected.set(index + 2, named); // the directive covers the next line
      });
    expect(expected.size).toBe(9);

    const errors = errorsWithoutDirectives();
    expect([...errors.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].sort((a, b) => a - b));
    for (const [line, named] of expected) expect(errors.get(line), `line ${line}`).toContain(named);
  }, 60_000);
});
