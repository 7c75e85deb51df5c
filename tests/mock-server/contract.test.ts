// The SDL, the server's tables and the scenario catalogue agree, and the catalogue covers every case.
import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../mock-server/base/paths.ts';
import { CODE_ERROR_MESSAGES } from '../../mock-server/rules/codeErrors.ts';
import { TEST_IDENTITIES } from '../../mock-server/oidc/identities.ts';
import { PROBLEM_TYPES } from '../../mock-server/rules/problems.ts';
import { SOCIAL_IDENTITY_ERRORS } from '../../mock-server/social/identityErrors.ts';
import { readValidatedJson } from '../../mock-server/base/readValidatedJson.ts';
import { TRANSPORT_FAILURES } from '../../mock-server/graphql/transportFailures.ts';
import { catalogue, scenarios } from './support/catalogue.ts';
import { enumValues, sdlSchema } from './support/sdl.ts';

const producedBy = (kind: string) => scenarios.filter((s) => s.kind === kind).map((s) => s.produces);

describe('the SDL and the server agree', () => {
  it('knows the 18 problem types of spec §5 plus SocialIdentityInvalid, and the server has a message for each', () => {
    expect(enumValues('RegistrationProblemReason')).toHaveLength(19);
    expect(Object.keys(PROBLEM_TYPES).sort()).toEqual(enumValues('RegistrationProblemReason').sort());
  });

  it('knows the 6 code errors of spec §8 plus expired codes and expired or forged links', () => {
    const specErrors = [
      'CUSTOMIZATION_MISSING',
      'INVITER_INVALID',
      'REFERER_INVALID',
      'REGISTRATION_CODE_BALANCE_LESS_THAN_PENDING_REGISTRATIONS',
      'REGISTRATION_CODE_INVALID',
      'REGISTRATION_CODE_NO_BALANCE_LEFT',
    ];
    expect(enumValues('RegistrationCodeError')).toEqual(expect.arrayContaining(specErrors));
    expect(Object.keys(CODE_ERROR_MESSAGES).sort()).toEqual(enumValues('RegistrationCodeError').sort());
  });
});

describe('the scenario catalogue', () => {
  it('matches its JSON Schema', () => {
    expect(() => readValidatedJson(PATHS.scenarios, PATHS.scenariosSchema)).not.toThrow();
  });

  it('has one scenario per problem type and per code error', () => {
    expect(producedBy('problem').sort()).toEqual(enumValues('RegistrationProblemReason').sort());
    expect(producedBy('codeError').sort()).toEqual(enumValues('RegistrationCodeError').sort());
  });

  it('has a scenario per reason an id token is refused, and social scenarios with real identities', () => {
    const details = scenarios.filter((s) => s.produces === 'SocialIdentityInvalid').map((s) => s.detail);
    expect(details.sort()).toEqual([...SOCIAL_IDENTITY_ERRORS].sort());
    const subs = ['cancel', ...TEST_IDENTITIES.map((i) => i.sub)];
    for (const social of catalogue.socialScenarios) expect(subs, social.id).toContain(social.identity);
  });

  it('has the GraphQL error, the slow answer and the network failure', () => {
    expect(new Set(producedBy('transport'))).toEqual(new Set(TRANSPORT_FAILURES));
  });

  it('has the happy paths: valid code, registration, finalization, activation and admin log-in', () => {
    expect(scenarios.filter((s) => s.kind === 'success').map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'code-valid',
        'registration-submitted',
        'registration-finalized',
        'account-activated',
        'admin-log-in',
      ]),
    );
  });

  it('has one success scenario per operation, the base the header and trigger tests build on', () => {
    const operations = new Set(scenarios.map((s) => s.operation));
    for (const operation of operations) {
      expect(
        scenarios.filter((s) => s.operation === operation && s.kind === 'success'),
        operation,
      ).toHaveLength(1);
    }
  });

  it.each(scenarios.map((s) => [s.id, s] as const))(
    '%s: its request is valid against the SDL and asks for its operation',
    (_, s) => {
      const document = parse(s.request.query);
      expect(validate(sdlSchema, document)).toEqual([]);
      expect(s.request.query).toContain(`${s.operation}(`);
      if (s.kind === 'problem' || s.kind === 'codeError') expect(s.expect?.equals).toEqual([s.produces]);
    },
  );
});
