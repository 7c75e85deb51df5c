/**
 * Social registration's second step: the preferences go onto the registration the submit token names (its sub), so
 * nobody can write onto someone else's. Bounded: a list or a value beyond the contract's limits is refused whole.
 */
import { verifyToken } from '../../auth/jwt.ts';
import type { MutationResolvers, ShoppingPreferencesInput } from '../../__generated__/resolverTypes.ts';
import { forcedAnswer, forcedScenario } from '../forcedScenario.ts';
import type { ShoppingPreferences } from '../../store/records.ts';

const STATUSES = ['SAVED', 'TOKEN_INVALID', 'REGISTRATION_NOT_FOUND', 'PREFERENCES_INVALID'] as const;
const MAX_ENTRY = 40;
const MAX_SIZE = 10;

const fits = (list: readonly string[], max: number) => list.length <= max && list.every((v) => v.length <= MAX_ENTRY);
const sizeFits = (size: string | null | undefined) => (size ?? '').length <= MAX_SIZE;

/** The preferences as stored (trimmed, empty sizes as null, no entry twice); undefined beyond the limits. */
function boundedPreferences(input: ShoppingPreferencesInput): ShoppingPreferences | undefined {
  if (!fits(input.departments, 20) || !fits(input.brands, 50)) return undefined;
  if (!sizeFits(input.clothingSize) || !sizeFits(input.shoeSize)) return undefined;
  const size = (value: string | null | undefined) => value?.trim() || null;
  return {
    departments: [...new Set(input.departments.map((d) => d.trim()))],
    brands: [...new Set(input.brands.map((b) => b.trim()))],
    clothingSize: size(input.clothingSize),
    shoeSize: size(input.shoeSize),
  };
}

export const saveShoppingPreferences: MutationResolvers['saveShoppingPreferences'] = async (_, args, context) => {
  const forced = await forcedScenario(context, 'saveShoppingPreferences', { field: 'token', value: args.token });
  if (forced) return { status: forcedAnswer(forced, STATUSES), registrationId: null };
  const { options, store } = context.services;
  const claims = await verifyToken(args.token, options.secret, store.clock.now());
  if (typeof claims?.sub !== 'string') return { status: 'TOKEN_INVALID', registrationId: null };
  const registration = store.findRegistration(claims.sub);
  if (!registration) return { status: 'REGISTRATION_NOT_FOUND', registrationId: null };
  const preferences = boundedPreferences(args.preferences);
  if (!preferences) return { status: 'PREFERENCES_INVALID', registrationId: null };
  registration.shoppingPreferences = preferences;
  return { status: 'SAVED', registrationId: registration.id };
};
