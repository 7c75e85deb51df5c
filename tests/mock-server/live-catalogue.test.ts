// The running mock takes edits of scenarios.json (the dev and preview servers watch it): a new variant scenario's
// seed code answers at once with its customization, an edited one's customization changes, a removed one's code is
// gone, what the store knew of the other codes stays, and an invalid edit keeps the last good catalogue.
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../mock-server/base/paths.ts';
import { liveScenarioCatalogue } from '../../mock-server/scenarios/liveCatalogue.ts';
import { MockStore } from '../../mock-server/store/mockStore.ts';

function copiedCatalogue() {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'catalogue-')), 'scenarios.json');
  copyFileSync(PATHS.scenarios, file);
  const edit = (change: (json: { scenarios: Record<string, any>[] }) => void) => {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    change(json);
    writeFileSync(file, JSON.stringify(json));
  };
  return { file, edit };
}

describe('the catalogue of the running mock', () => {
  it('seeds a new variant code, an edited customization and a removed code, without a restart or a reset', () => {
    const { file, edit } = copiedCatalogue();
    const catalogue = liveScenarioCatalogue(file);
    const store = new MockStore({ catalogue });
    const used = store.findCode('MOCK-VALID')!;
    used.pendingRegistrations = 1; // what the store learnt meanwhile
    expect(store.findCode('MOCK-SPRING')).toBeUndefined();

    edit(({ scenarios }) => {
      const daba = scenarios.find((s) => s.id === 'variant-daba')!;
      const spring = structuredClone(daba);
      Object.assign(spring, { id: 'variant-spring', description: 'A new code. Open /acquisition/MOCK-SPRING.' });
      spring.trigger.value = spring.request.variables.registrationCode = 'MOCK-SPRING';
      spring.expect.equals.copyVariant = 'social';
      daba.expect.equals.welcomeVoucher = '20-mov';
      scenarios.push(spring);
    });
    catalogue.reload();
    store.reseedCodes();
    expect(catalogue.byId('variant-spring')).toBeDefined();
    expect(store.findCode('mock-spring')?.customization?.copyVariant).toBe('social');
    expect(store.findCode('DABA-MOCK')?.customization?.welcomeVoucher).toBe('20-mov');
    expect(store.findCode('MOCK-VALID')?.pendingRegistrations).toBe(1);

    // Undone in the gallery: the test code goes with its scenario, the others stay as the store knew them.
    edit(({ scenarios }) =>
      scenarios.splice(
        scenarios.findIndex((s) => s.id === 'variant-spring'),
        1,
      ),
    );
    catalogue.reload();
    store.reseedCodes();
    expect(store.findCode('MOCK-SPRING')).toBeUndefined();
    expect(store.findCode('MOCK-VALID')?.pendingRegistrations).toBe(1);

    writeFileSync(file, '{ "scenarios": [');
    expect(() => catalogue.reload()).toThrow();
    // The last good catalogue: the spring code undone, DABA-MOCK's edited voucher kept.
    expect(catalogue.byId('variant-spring')).toBeUndefined();
    expect(catalogue.byId('variant-daba')?.expect).toMatchObject({ equals: { welcomeVoucher: '20-mov' } });
  });
});
