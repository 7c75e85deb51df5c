// planOutcome against a table of its own (a marketer's edit of config/outcomes.json changes no expectation here);
// routes are looked up in config/routes.json, so expected paths come from routePath.
import type { Language } from '../../src/shared/languages.ts';
import { describe, expect, it } from 'vitest';
import type { OutcomesConfig } from '../../src/config/__generated__/outcomes.ts';
import { appConfig } from '../../src/config/appConfig.ts';
import { routePath } from '../../src/navigation/routeById.ts';
import { outcomesConfig } from '../../src/config/outcomesConfig.ts';
import { answerQueryNames, planOutcome, ruleOf, type PlanContext } from '../../src/outcomes/planOutcome.ts';

const { start, notFound, accountActivation } = appConfig.routes;
const table: OutcomesConfig = {
  codeErrors: { EXPIRED: { route: notFound, reason: 'expired', track: 'code_expired' } },
  activationErrors: {},
  actions: {
    register: {
      otherwise: 'Broken',
      answers: {
        Done: {
          route: accountActivation,
          query: ['registrationId'],
          finishes: true,
          inFlows: { social: 'DoneSocial' },
        },
        DoneSocial: { route: notFound, query: ['token'], finishes: true },
        Pending: { route: notFound, keepQuery: true, query: ['registrationCode'], track: 'account_pending' },
        NameInvalid: { field: 'firstName', message: 'm.name' },
        EmailInvalid: { field: 'email', message: 'm.email' },
        Broken: { message: 'm.technical' },
        AlsoBroken: { message: 'm.technical' },
        WrongPassword: { message: 'm.password', clear: ['password'] },
        Linked: { stay: true, query: ['registrationLink'] },
        Joined: { note: 'm.joined', finishes: true },
        SignedIn: { urlFrom: 'destination' },
      },
    },
    checkRegistrationCode: {
      inherit: 'codeErrors',
      otherwise: 'Valid',
      answers: { Valid: { route: start, params: { slug: 'registrationCode' } } },
    },
  },
} as unknown as OutcomesConfig;

const origin = 'https://club.example';
const at = (search = '', lang?: Language, finishedIn?: PlanContext['finishedIn']): PlanContext => ({
  lang,
  url: new URL(`${origin}/acquisition/${search}`),
  finishedIn,
});
const plan = (answers: string[], values: Record<string, string> = {}, context = at()) =>
  planOutcome('register', { answers, values }, context, table);

describe('planning an outcome', () => {
  it('puts field problems on their fields', () => {
    expect(plan(['NameInvalid', 'EmailInvalid'])).toMatchObject({
      fields: { firstName: ['m.name'], email: ['m.email'] },
      page: [],
    });
  });

  it('leads to a route in the current language, with the query it keeps and the answer values it names', () => {
    const pending = plan(['Pending'], { registrationCode: 'C 1' }, at('?utm_source=mail', 'fr'));
    expect(pending.navigateTo).toBe(`${routePath(notFound, 'fr')}?utm_source=mail&registrationCode=C+1`);
    expect(pending.tracked).toEqual(['account_pending']);
    const valid = planOutcome(
      'checkRegistrationCode',
      { answers: ['Valid'], values: { registrationCode: 'X' } },
      at('', 'it'),
      table,
    );
    expect(valid.navigateTo).toBe(routePath(start, 'it', { slug: 'X' }));
  });

  it('shows a page message once, and treats an unknown answer as the action says (otherwise)', () => {
    expect(plan(['Broken', 'AlsoBroken', 'SomethingNew']).page).toEqual(['m.technical']);
    expect(ruleOf('register', 'SomethingNew', table)).toBe(table.actions.register!.answers.Broken);
  });

  it('looks answers up in the inherited table', () => {
    const expired = planOutcome('checkRegistrationCode', { answers: ['EXPIRED'] }, at('', 'de'), table);
    expect(expired).toMatchObject({
      navigateTo: `${routePath(notFound, 'de')}?reason=expired`,
      tracked: ['code_expired'],
    });
  });

  it('finishes on the route of a finishing answer, or, where the form finishes in a popup, stays with its query', () => {
    const onPage = plan(['Done'], { registrationId: 'r 1' });
    expect(onPage).toMatchObject({
      navigateTo: `${routePath(accountActivation, undefined)}?registrationId=r+1`,
      finishes: true,
    });
    const inPopup = plan(['Done'], { registrationId: 'r1' }, at('', 'en', 'popup'));
    expect(inPopup).toMatchObject({ stayWith: { registrationId: 'r1' }, finishes: true });
    expect(inPopup.navigateTo).toBeUndefined();
    // Only a finishing answer: a problem's route is followed in a popup variant too.
    expect(plan(['Pending'], {}, at('', 'en', 'popup')).navigateTo).toBeDefined();
    // In a flow its inFlows names, the answer shows as that other answer; in any other flow as itself.
    const values = { registrationId: 'r1', token: 't1' };
    expect(plan(['Done'], values, { ...at(), flow: 'social' }).navigateTo).toBe(
      `${routePath(notFound, undefined)}?token=t1`,
    );
    expect(plan(['Done'], values, { ...at(), flow: 'default' }).navigateTo).toMatch(/\?registrationId=r1$/);
  });

  it('stays on the page with new query parameters; a new submit drops what this action may have put there', () => {
    expect(plan(['Linked'], { registrationLink: 'L' })).toMatchObject({ stayWith: { registrationLink: 'L' } });
    expect(answerQueryNames('register', table).sort()).toEqual(['registrationId', 'registrationLink', 'token']);
  });

  it('gives a note the answer values for its variables; a finishing note finishes the form', () => {
    expect(plan(['Joined'], { position: '3' })).toMatchObject({
      notes: ['m.joined'],
      values: { position: '3' },
      finishes: true,
    });
  });

  it('follows a URL the action answers: inside the app by the router, elsewhere as a new page', () => {
    const signedIn = (destination: string) => plan(['SignedIn'], { destination });
    expect(signedIn(`${origin}/acquisition/de/entrance?x=1`)).toMatchObject({ navigateTo: '/de/entrance?x=1' });
    const shop = signedIn(`${origin}/shop/`);
    expect(shop).toMatchObject({ leaveTo: `${origin}/shop/` });
    expect(shop.navigateTo).toBeUndefined();
    expect(signedIn('https://other.example/').leaveTo).toBe('https://other.example/');
  });

  it('empties the fields an answer clears and keeps its page message', () => {
    expect(plan(['WrongPassword'])).toMatchObject({ clear: ['password'], page: ['m.password'] });
    expect(plan(['EmailInvalid']).clear).toEqual([]);
  });
});

describe('the real config/outcomes.json', () => {
  it('maps every answer of every action to exactly one kind of outcome', () => {
    const values = { registrationCode: 'C', registrationId: 'R', destination: 'https://x.example/' };
    for (const [action, rules] of Object.entries(outcomesConfig.actions)) {
      for (const answer of Object.keys(rules.answers)) {
        const planned = planOutcome(action as 'register', { answers: [answer], values }, at('', 'en'));
        const kinds = [
          planned.navigateTo !== undefined,
          planned.leaveTo !== undefined,
          planned.stayWith !== undefined,
          Object.keys(planned.fields).length > 0,
          planned.page.length > 0,
          planned.notes.length > 0,
        ];
        expect(kinds.filter(Boolean), `${action} ${answer}`).toHaveLength(1);
      }
    }
  });
});
