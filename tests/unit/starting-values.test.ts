import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startingValues, vouchedAnew } from '../../src/forms/values/startingValues.ts';
import { identityFormValues } from '../../src/social/identityFormValues.ts';
import type { RegistrationValues } from '../../src/config/forms/__generated__/formValues.ts';

const none = { presets: {}, draft: {}, typedBeforeHydration: {} };
const socialIdentity = { provider: 'google', givenName: 'Ada', familyName: 'Lovelace', email: 'ada@mock.test' };
// A social sign-in's names fill only empty fields; its e-mail, verified, replaces whatever is there.
const vouchedBySignIn = (emailVerified: boolean) => (values: object) =>
  identityFormValues({ ...socialIdentity, emailVerified } as never, values);

describe("a form's starting values", () => {
  it('are empty when the browser knows nothing: the form keeps what it rendered with', () => {
    expect(startingValues<RegistrationValues>(none)).toEqual({ values: {} });
  });

  it("start from the action's presets", () => {
    expect(startingValues<RegistrationValues>({ ...none, presets: { country: 'DE' } })).toEqual({
      values: { country: 'DE' },
    });
  });

  it('take the draft over the presets: the visitor chose on an earlier visit', () => {
    const start = startingValues<RegistrationValues>({
      ...none,
      presets: { country: 'DE' },
      draft: { country: 'AT', firstName: 'Ada' },
    });
    expect(start).toEqual({ values: { country: 'AT', firstName: 'Ada' } });
  });

  it('take what was typed before hydration over the draft, and say what it changed', () => {
    const start = startingValues<RegistrationValues>({
      presets: { country: 'DE' },
      draft: { firstName: 'Ada', email: 'old@mock.test' },
      typedBeforeHydration: { email: 'new@mock.test' },
    });
    expect(start.values).toEqual({ country: 'DE', firstName: 'Ada', email: 'new@mock.test' });
    expect(start.typed).toEqual({
      before: { country: 'DE', firstName: 'Ada', email: 'old@mock.test' },
      after: { country: 'DE', firstName: 'Ada', email: 'new@mock.test' },
    });
  });

  it('report nothing typed when the visitor typed nothing, even with a draft', () => {
    expect(startingValues<RegistrationValues>({ ...none, draft: { firstName: 'Ada' } }).typed).toBeUndefined();
  });

  it("take what the page's data vouches for last, given all the rest", () => {
    const typed = { firstName: 'Augusta', email: 'typed@mock.test' };
    const unverified = startingValues<RegistrationValues>({
      ...none,
      typedBeforeHydration: typed,
      vouched: vouchedBySignIn(false),
    });
    // The names fill only what is empty: the visitor's own first name stays, the e-mail typed stays.
    expect(unverified.values).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', email: 'typed@mock.test' });
    const verified = startingValues<RegistrationValues>({
      ...none,
      typedBeforeHydration: typed,
      vouched: vouchedBySignIn(true),
    });
    expect(verified.values).toEqual({ firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@mock.test' });
    // What was typed is reported as typed, before the vouched values.
    expect(verified.typed?.after).toEqual(typed);
  });

  it('rank their sources presets < draft < typed before hydration < vouched, field by field', () => {
    const source = fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), fc.string(), { maxKeys: 4 });
    fc.assert(
      fc.property(source, source, source, source, (presets, draft, typedBeforeHydration, vouchedValues) => {
        const { values } = startingValues<RegistrationValues>({
          presets,
          draft,
          typedBeforeHydration,
          vouched: () => vouchedValues,
        });
        for (const field of ['a', 'b', 'c', 'd']) {
          const ranked = [vouchedValues, typedBeforeHydration, draft, presets].find((values) => field in values);
          expect((values as Record<string, string>)[field]).toBe(ranked?.[field]);
        }
      }),
    );
  });
});

describe('values vouched for anew (the data changed after the form showed)', () => {
  it('are set over what the form holds', () => {
    const next = vouchedAnew({ firstName: '', email: 'mine@mock.test' }, vouchedBySignIn(false));
    expect(next).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'mine@mock.test' });
  });

  it('leave the form alone when they change nothing', () => {
    const full = { firstName: 'Augusta', lastName: 'King', email: 'ada@mock.test' };
    expect(vouchedAnew(full, vouchedBySignIn(true))).toBeUndefined();
  });
});
