import { describe, expect, it } from 'vitest';
import { planOutcome, ruleOf } from '../../src/outcomes/planOutcome.ts';
import { outcomesConfig } from '../../src/outcomes/outcomes.ts';

const none = new URLSearchParams();
const origin = 'https://club.example';
const register = (answers: string[], lang: string | undefined, query = none, values = {}) =>
  planOutcome('register', { answers, values }, { lang, query, origin });

describe('answer outcomes', () => {
  it('puts field problems on their fields', () => {
    expect(register(['FirstNameInvalid', 'EmailInvalid'], 'de')).toMatchObject({
      fields: { firstName: ['registration.errors.invalidCharacters'], email: ['registration.errors.email'] },
      page: [],
    });
  });

  it('sends the visitor to the route of a route problem, in the current language, with the registration link', () => {
    const link = new URLSearchParams('utm_source=mail');
    expect(register(['EmailAlreadyUsedPending'], 'fr', link, { registrationCode: 'MOCK-VALID' }).navigateTo).toBe(
      '/fr/registration/registrationformemailpendingcomplete?utm_source=mail&registrationCode=MOCK-VALID',
    );
    expect(register(['EmailAlreadyUsedActive'], undefined, none, { registrationCode: 'X' }).navigateTo).toBe(
      '/registration/registrationformemailactivecomplete?registrationCode=X',
    );
  });

  it('shows page problems once, and treats an unknown answer as the action says (otherwise)', () => {
    expect(register(['Infrastructure', 'LocaleInvalid', 'SomethingNew'], 'en').page).toEqual([
      'registration.problems.technical',
    ]);
    expect(ruleOf('register', 'SomethingNew')).toBe(
      outcomesConfig.actions.register!.answers[outcomesConfig.actions.register!.otherwise],
    );
  });

  it('fills route parameters and the query from the answer values', () => {
    const valid = planOutcome(
      'checkRegistrationCode',
      { answers: ['VALID'], values: { registrationCode: 'MOCK-VALID' } },
      { lang: 'it', query: none, origin },
    );
    expect(valid.navigateTo).toBe('/it/MOCK-VALID');
    expect(register(['REGISTERED'], undefined, none, { registrationId: 'reg 1' }).navigateTo).toBe(
      '/registration/formfinished?registrationId=reg+1',
    );
  });

  it('stays on the page with new query parameters, finishing the form', () => {
    const popup = register(['REGISTERED_IN_POPUP'], 'en', none, { registrationId: 'r1' });
    expect(popup).toMatchObject({ stayWith: { registrationId: 'r1' }, finishes: true });
    expect(popup.navigateTo).toBeUndefined();
  });

  it('looks answers up in the inherited table and tracks what it says', () => {
    const expired = planOutcome(
      'checkRegistrationCode',
      { answers: ['REGISTRATION_CODE_EXPIRED'] },
      { lang: 'de', query: none, origin },
    );
    expect(expired.navigateTo).toBe('/de/registration/deny?reason=expired');
    expect(expired.tracked).toEqual([outcomesConfig.codeErrors.REGISTRATION_CODE_EXPIRED!.track]);
  });

  it('gives a note the answer values for its variables, and a finishing note finishes the form', () => {
    const table = outcomesConfig.actions.joinWaitingList!;
    const [answer, outcome] = Object.entries(table.answers).find(([, o]) => o.note && o.finishes)!;
    const values = { position: '3', joinedBefore: '4' };
    expect(
      planOutcome('joinWaitingList', { answers: [answer], values }, { lang: 'de', query: none, origin }),
    ).toMatchObject({
      notes: [outcome.note],
      values,
      finishes: true,
      page: [],
    });
  });

  it('maps every answer of every action to exactly one kind of outcome', () => {
    for (const [action, table] of Object.entries(outcomesConfig.actions)) {
      for (const answer of Object.keys(table.answers)) {
        const outcome = planOutcome(
          action as 'register',
          {
            answers: [answer],
            values: { registrationCode: 'C', registrationId: 'R', destination: 'https://x.example/' },
          },
          { lang: 'en', query: none, origin },
        );
        const kinds = [
          outcome.navigateTo !== undefined,
          outcome.leaveTo !== undefined,
          outcome.stayWith !== undefined,
          Object.keys(outcome.fields).length > 0,
          outcome.page.length > 0,
          outcome.notes.length > 0,
        ];
        expect(kinds.filter(Boolean), `${action} ${answer}`).toHaveLength(1);
      }
    }
  });

  it('follows a URL the action answers: inside the app by the router, elsewhere as a new page', () => {
    const logIn = (destination: string) =>
      planOutcome('logIn', { answers: ['SIGNED_IN'], values: { destination } }, { lang: 'de', query: none, origin });
    expect(logIn(`${origin}/acquisition/de/admin/registrationlinkgenerator?x=1`)).toMatchObject({
      navigateTo: '/de/admin/registrationlinkgenerator?x=1',
    });
    const shop = logIn(`${origin}/shop/`);
    expect(shop).toMatchObject({ leaveTo: `${origin}/shop/` });
    expect(shop.navigateTo).toBeUndefined();
    expect(logIn('https://www.maisonclub.example/').leaveTo).toBe('https://www.maisonclub.example/');
  });

  it('empties the fields an answer clears and keeps its page message', () => {
    const refused = planOutcome('logIn', { answers: ['INVALID_CREDENTIALS'] }, { lang: 'en', query: none, origin });
    expect(refused).toMatchObject({ clear: ['password'], page: ['screens.entrance.login.invalidCredentials'] });
    expect(register(['EmailInvalid'], 'en').clear).toEqual([]);
  });
});
