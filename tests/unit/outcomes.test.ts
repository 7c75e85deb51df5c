import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { outcomesConfig } from '../../src/config/outcomesConfig.ts';
import { codeErrorRule } from '../../src/outcomes/outcomeRules.ts';
import { outcomePath } from '../../src/outcomes/outcomes.ts';

const sdl = buildSchema(readFileSync('schema/acquisition.graphql', 'utf8'));
const enumValues = (name: string) =>
  (sdl.getType(name) as GraphQLEnumType)
    .getValues()
    .map((v) => v.name)
    .sort();

describe('config/outcomes.json', () => {
  it('has an outcome for every registration-code error of the contract, and no other', () => {
    expect(Object.keys(outcomesConfig.codeErrors).sort()).toEqual(enumValues('RegistrationCodeError'));
  });

  it('has an answer of the register action for every registration problem type of the contract', () => {
    const answers = Object.keys(outcomesConfig.actions.register!.answers);
    expect(answers).toEqual(expect.arrayContaining(enumValues('RegistrationProblemReason')));
  });

  it('has an answer of the waiting list and the membership application for each status of the contract', () => {
    const answersOf = (action: string) => Object.keys(outcomesConfig.actions[action]!.answers);
    expect(answersOf('joinWaitingList')).toEqual(expect.arrayContaining(enumValues('WaitingListStatus')));
    expect(answersOf('applyForMembership')).toEqual(expect.arrayContaining(enumValues('MembershipInterestStatus')));
  });

  it('has answers for exactly the actions of the screen schema', () => {
    const screenSchema = JSON.parse(readFileSync('schema/config/screen.schema.json', 'utf8'));
    expect(Object.keys(outcomesConfig.actions).sort()).toEqual([...screenSchema.$defs.actionName.enum].sort());
  });

  it('has an answer of the logIn action for every log-in error of the contract', () => {
    expect(Object.keys(outcomesConfig.actions.logIn!.answers)).toEqual(
      expect.arrayContaining(enumValues('LogInError')),
    );
  });

  it('answers the link generator with registration-code errors of the contract or its own answers', () => {
    const own = ['GENERATED', 'CODE_UNUSABLE', 'UNAUTHENTICATED', 'FORBIDDEN'];
    const codeErrors = Object.keys(outcomesConfig.actions.generateRegistrationLink!.answers).filter(
      (answer) => !own.includes(answer),
    );
    expect(enumValues('RegistrationCodeError')).toEqual(expect.arrayContaining(codeErrors));
  });

  it('names the roles of the contract in the signedIn block', () => {
    const screenSchema = JSON.parse(readFileSync('schema/config/screen.schema.json', 'utf8'));
    expect([...screenSchema.$defs.signedInBlock.properties.role.enum].sort()).toEqual(enumValues('UserRole'));
  });

  it('has an outcome for every account activation error of the contract', () => {
    expect(Object.keys(outcomesConfig.activationErrors).sort()).toEqual(enumValues('AccountActivationError'));
  });

  it('sends every code error to the deny page with a reason the deny screen knows', () => {
    const deny = JSON.parse(readFileSync('config/screens/deny.json', 'utf8'));
    const known = new Set([
      'invalid',
      ...Object.keys(deny.blocks.find((b: { type: string }) => b.type === 'reasonMessage').messages),
    ]);
    for (const outcome of Object.values(outcomesConfig.codeErrors)) {
      expect(outcome.route).toBe('deny');
      expect(known).toContain(outcome.reason);
    }
  });

  it('builds the localized path of a route outcome', () => {
    expect(outcomePath(codeErrorRule('REGISTRATION_LINK_EXPIRED'), 'de')).toBe(
      '/de/registration/deny?reason=link-expired',
    );
    expect(outcomePath(outcomesConfig.activationErrors.ACTIVATION_FAILED!, undefined)).toBe(
      '/registration/activateaccountError?reason=failed',
    );
    expect(codeErrorRule('SOMETHING_NEW')).toEqual(outcomesConfig.codeErrors.REGISTRATION_CODE_INVALID);
  });
});
