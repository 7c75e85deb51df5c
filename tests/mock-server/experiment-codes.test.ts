// The catalogue's experimentCodes name, per dimension config/variants.json lets an experiment decide, a seeded code on
// whose registration page (/acquisition/<code>, no query) the experiment does decide: the code is usable and the app's
// variant choice (rules, precedence, the code's customization) leaves the dimension open to an experiment. Computed
// from config, the seed and the app's own selection, so a change to any of them is caught here.
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_SECRET } from '../../mock-server/base/options.ts';
import { codeErrorsOf } from '../../mock-server/rules/codeErrors.ts';
import type { RegistrationCodeRecord } from '../../mock-server/store/records.ts';
import { seedRegistrationCodes } from '../../mock-server/store/seed.ts';
import { openDimensions } from '../../src/variants/possibleChoices.ts';
import { variantsConfig } from '../../src/config/variantsConfig.ts';
import { catalogue } from './support/catalogue.ts';

type Dimension = keyof typeof variantsConfig.precedence;

/** Every name config knows for a dimension: what an experiment on it could give (the theme: the themes in use). */
const names = (dimension: Dimension): string[] =>
  ({
    copyVariant: Object.keys(variantsConfig.copyVariants),
    welcomeVoucher: Object.keys(variantsConfig.welcomeVouchers),
    registrationLayout: variantsConfig.registrationLayouts,
    registrationFlow: variantsConfig.registrationFlows,
    theme: [variantsConfig.defaults.theme, 'an-experiment-theme'],
  })[dimension];

/** The app's own judgement (src/variants/possibleChoices.ts): would an experiment's value change this code's page? */
function experimentDecides(dimension: Dimension, code: RegistrationCodeRecord): boolean {
  if (codeErrorsOf(code, { arrival: {}, secret: DEVELOPMENT_SECRET, nowMs: Date.now() }).length > 0) return false;
  const visit = { slug: code.code, query: new URLSearchParams(), customization: code.customization, inviterName: 'A' };
  return openDimensions(visit, { [dimension]: names(dimension) }).includes(dimension);
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
