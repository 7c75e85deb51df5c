import { describe, expect, it } from 'vitest';
import { outcomesConfig } from '../../src/outcomes/outcomes.ts';
import { problemOutcome } from '../../src/outcomes/problemOutcome.ts';

describe('problem outcomes', () => {
  it('puts field problems on their fields', () => {
    expect(problemOutcome([{ reason: 'FirstNameInvalid' }, { reason: 'EmailInvalid' }], 'de')).toEqual({
      fields: { firstName: ['registration.errors.invalidCharacters'], email: ['registration.errors.email'] },
      page: [],
    });
  });

  it('sends the visitor to the route of a route problem, in the current language', () => {
    expect(problemOutcome([{ reason: 'EmailAlreadyUsedPending' }], 'fr').path).toBe(
      '/fr/registration/registrationformemailpendingcomplete',
    );
    expect(problemOutcome([{ reason: 'EmailAlreadyUsedActive' }], undefined).path).toBe(
      '/registration/registrationformemailactivecomplete',
    );
  });

  it('shows page problems once, and treats an unknown reason as a technical problem', () => {
    expect(
      problemOutcome([{ reason: 'Infrastructure' }, { reason: 'LocaleInvalid' }, { reason: 'SomethingNew' }], 'en')
        .page,
    ).toEqual(['registration.problems.technical']);
  });

  it('maps each of the 18 problem types to exactly one kind of outcome', () => {
    for (const reason of Object.keys(outcomesConfig.problems)) {
      const outcome = problemOutcome([{ reason }], 'en');
      const kinds = [outcome.path !== undefined, Object.keys(outcome.fields).length > 0, outcome.page.length > 0];
      expect(kinds.filter(Boolean), reason).toHaveLength(1);
    }
  });
});
