// The mock backend's codes carry customizations by name; config/variants.json defines the names. Every name the
// backend can send must be one the app knows (it would silently ignore another), whatever marketing adds.
import { describe, expect, it } from 'vitest';
import { seedRegistrationCodes } from '../../mock-server/store/seed.ts';
import { variantsConfig } from '../../src/config/variantsConfig.ts';

describe("the mock backend's customizations", () => {
  const customizations = seedRegistrationCodes().flatMap((code) => (code.customization ? [code.customization] : []));

  it('name only copy variants, vouchers, layouts and flows of config/variants.json', () => {
    expect(customizations.length).toBeGreaterThan(0);
    for (const { copyVariant, welcomeVoucher, registrationLayout, registrationFlow } of customizations) {
      expect(Object.keys(variantsConfig.copyVariants)).toContain(copyVariant);
      // null: the code leaves the voucher to config (MOCK-OPEN-VOUCHER)
      if (welcomeVoucher !== null) expect(Object.keys(variantsConfig.welcomeVouchers)).toContain(welcomeVoucher);
      expect(variantsConfig.registrationLayouts).toContain(registrationLayout);
      expect(variantsConfig.registrationFlows).toContain(registrationFlow);
    }
  });
});
