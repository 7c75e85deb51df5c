// The catalogue's experimentCodes name, per dimension config/variants.json lets an experiment decide, a seeded code on
// whose registration page (/acquisition/<code>, no query) the experiment does decide: the code is usable, no rule of
// config/variants.json sets that dimension there, and where precedence gives the dimension to the backend, the
// code's customization leaves it open. Computed from config and the seed, so a change to either is caught here.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET } from '../../mock-server/options.ts';
import { codeErrorsOf } from '../../mock-server/rules/codeErrors.ts';
import type { RegistrationCodeRecord } from '../../mock-server/store/records.ts';
import { seedRegistrationCodes } from '../../mock-server/store/seed.ts';
import { variantsConfig } from '../../src/variants/selectVariant.ts';
import { catalogue } from './support/catalogue.ts';

type Dimension = keyof typeof variantsConfig.precedence;

/** The names config knows for a dimension; the theme takes any non-empty name. */
const knows = (dimension: Dimension, name: string | undefined): boolean => {
  if (!name) return false;
  if (dimension === 'theme') return true;
  const names = {
    copyVariant: Object.keys(variantsConfig.copyVariants),
    welcomeVoucher: Object.keys(variantsConfig.welcomeVouchers),
    registrationLayout: variantsConfig.registrationLayouts,
    registrationFlow: variantsConfig.registrationFlows,
  }[dimension];
  return names.includes(name);
};

function experimentDecides(dimension: Dimension, code: RegistrationCodeRecord): boolean {
  if (codeErrorsOf(code, { arrival: {}, secret: DEVELOPMENT_SECRET, nowMs: Date.now() }).length > 0) return false;
  const customization: Partial<Record<Dimension, string>> = code.customization ?? {};
  if (variantsConfig.precedence[dimension] === 'backend' && knows(dimension, customization[dimension])) return false;
  const flow = knows('registrationFlow', customization.registrationFlow)
    ? customization.registrationFlow
    : variantsConfig.defaults.registrationFlow;
  const ruleSetsIt = variantsConfig.rules.some(
    ({ when, set }) =>
      dimension in set &&
      when.query === undefined && // the plain address has no query
      (when.slugPattern === undefined || new RegExp(when.slugPattern).test(code.code)) &&
      (when.flow === undefined || when.flow === flow),
  );
  return !ruleSetsIt;
}

describe("the catalogue's experimentCodes", () => {
  const seeded = seedRegistrationCodes();
  const dimensions = Object.keys(variantsConfig.experimentFeatures ?? {}) as Dimension[];

  it('name each dimension config/variants.json gives an experiment feature, once', () => {
    expect(dimensions.length).toBeGreaterThan(0);
    expect(catalogue.experimentCodes.map((entry) => entry.dimension).sort()).toEqual([...dimensions].sort());
  });

  it.each(dimensions)('%s: a seeded code on which the experiment decides, or null when no seeded code can', (d) => {
    const entry = catalogue.experimentCodes.find((e) => e.dimension === d)!;
    const deciding = seeded.filter((code) => experimentDecides(d, code)).map((code) => code.code);
    if (entry.code === null) expect(deciding, `${d}: the catalogue says no code, but these fit`).toEqual([]);
    else expect(deciding).toContain(entry.code);
  });
});
