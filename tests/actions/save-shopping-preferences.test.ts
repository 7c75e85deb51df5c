import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { issueEmailToken } from '../../mock-server/auth/tokens.ts';
import { DEVELOPMENT_SECRET } from '../../mock-server/base/options.ts';
import type { ValuesOf } from '../../src/actions/defineAction.ts';
import { REGISTRATION_ID } from '../../src/navigation/registrationId.ts';
import { scenario } from '../mock-server/support/catalogue.ts';
import { runAction, useMockBackend } from './support.ts';

type Values = ValuesOf<'saveShoppingPreferences'>;
const backend = useMockBackend();
const save = (emailToken: string | null, values: Values) =>
  runAction(backend, 'saveShoppingPreferences', values, { data: { emailToken } });
const tokenFor = (registrationId: string) =>
  issueEmailToken('someone@mock.test', registrationId, DEVELOPMENT_SECRET, backend.store.clock.now());

// The form's own lists: what a visitor can tick.
const form = JSON.parse(readFileSync('config/forms/shopping-preferences.json', 'utf8'));
type Department = NonNullable<Values['departments']>[number];
type Brand = NonNullable<Values['brands']>[number];
const department: Department = form.schema.properties.departments.items.enum[0];
const brand: Brand = form.schema.properties.brands.items.oneOf[0].const;

describe('the saveShoppingPreferences action', () => {
  it('stores the preferences on the registration the token names and answers its id', async () => {
    const registrationId = 'reg_seed_social';
    const values: Values = { departments: [department], brands: [brand], clothingSize: 'M' };
    const answer = await save(scenario('shopping-preferences-saved').trigger.value, values);
    expect(answer).toMatchObject({ answers: ['SAVED'], values: { [REGISTRATION_ID]: registrationId } });
    expect(backend.store.findRegistration(registrationId)?.shoppingPreferences).toEqual({
      departments: [department],
      brands: [brand],
      clothingSize: 'M',
      shoeSize: null,
    });
  });

  it('answers why it could not save: a forged token, a registration that is gone, lists beyond the limits', async () => {
    const values: Values = { departments: [department] };
    const forged = (await tokenFor('reg_seed_social')).replace(/.(?=.{9}$)/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await save(forged, values)).answers).toEqual(['TOKEN_INVALID']);
    expect((await save(await tokenFor('reg_gone'), values)).answers).toEqual(['REGISTRATION_NOT_FOUND']);
    const tooMany = { departments: Array.from({ length: 21 }, (_, i) => `d${i}`) } as Values;
    expect((await save(await tokenFor('reg_seed_social'), tooMany)).answers).toEqual(['PREFERENCES_INVALID']);
    expect(backend.store.findRegistration('reg_seed_social')?.shoppingPreferences).toBeUndefined();
    // No token at all: nothing is sent.
    expect(await save(null, values)).toMatchObject({ answers: ['TOKEN_INVALID'], sent: [] });
  });
});
