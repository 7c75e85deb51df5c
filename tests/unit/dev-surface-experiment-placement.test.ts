// Where the gallery puts the split generator's rule in config/experiments.json: where it runs, or naming the running
// experiment in its way; and stopping one. The edits are applied as the dev server applies them, and the file they
// give is checked as check:config checks it.
import { readFileSync } from 'node:fs';
import { resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { checkUnreachableRules } from '../../scripts/config-check/unreachableRules.ts';
import { editJsonText } from '../../scripts/vite/devSurface/jsonEdit.ts';
import type { FileEdit, ValueRead } from '../../src/devSurface/edit/protocol/editProtocol.ts';
import {
  EXPERIMENTS_FILE,
  experimentsOf,
  placeRule,
  stopRule,
  type Placement,
} from '../../src/devSurface/edit/experiments/experimentPlacement.ts';

const text = readFileSync(EXPERIMENTS_FILE, 'utf8');
const read = (json: string): ValueRead => ({ file: EXPERIMENTS_FILE, pointer: '', hash: 'h', value: JSON.parse(json) });
const apply = async (json: string, edit: FileEdit) =>
  editJsonText(json, edit.pointer, edit.value, {
    ...(await resolveConfig(EXPERIMENTS_FILE)),
    filepath: EXPERIMENTS_FILE,
  });
const rulesIn = (json: string, feature: string) =>
  (JSON.parse(json) as { features: Record<string, { rules?: { id: string }[] }> }).features[feature]?.rules ?? [];
const placed = (answer: Placement | { present: number } | { refused: string }) => {
  if ('refused' in answer) throw new Error(answer.refused);
  if ('present' in answer) throw new Error(`already rule ${answer.present}`);
  return answer;
};

const spring = {
  id: 'copy-variant-spring',
  key: 'copy-variant-spring',
  variations: ['default', 'social'],
  weights: [0.5, 0.5],
  coverage: 1,
};

describe('placing an experiment', () => {
  it('names the running experiment for everyone that would keep it from running, and adds it behind', async () => {
    const answer = placed(placeRule(read(text), 'registration-copy-variant', spring));
    expect(answer.shadowedBy).toEqual({ index: 0, name: 'copy-variant-viral' });
    expect(answer.edit).toEqual({
      file: EXPERIMENTS_FILE,
      pointer: '/features/registration-copy-variant/rules/1',
      hash: 'h',
      value: spring,
    });
  });

  it('runs once the experiment in its way is stopped: check:config finds no rule that can never run', async () => {
    const stop = stopRule(read(text), 'registration-copy-variant', 'copy-variant-viral');
    if ('refused' in stop) throw new Error(stop.refused);
    expect(stop).toEqual({ file: EXPERIMENTS_FILE, pointer: '/features/registration-copy-variant/rules/0', hash: 'h' });
    const stopped = await apply(text, stop);
    const answer = placed(placeRule(read(stopped), 'registration-copy-variant', spring));
    expect(answer.shadowedBy).toBeUndefined();
    const started = await apply(stopped, answer.edit);
    expect(rulesIn(started, 'registration-copy-variant').map((rule) => rule.id)).toEqual(['copy-variant-spring']);
    expect(checkUnreachableRules(JSON.parse(started))).toEqual([]);
  });

  it('goes behind a force with a condition (its visitors keep it) and creates a list where there is none', async () => {
    const flow = placed(placeRule(read(text), 'registration-flow', { ...spring, key: 'flow', id: 'flow' }));
    expect(flow).toMatchObject({ index: 1, edit: { pointer: '/features/registration-flow/rules/1' } });
    const layout = placed(placeRule(read(text), 'registration-layout', spring));
    const laidOut = await apply(text, layout.edit);
    expect(rulesIn(laidOut, 'registration-layout')).toEqual([spring]);
  });

  it('goes above a force for everyone when it takes part of the visitors, else names the force', async () => {
    const keep = {
      file: EXPERIMENTS_FILE,
      pointer: '/features/landing-theme/rules',
      hash: 'h',
      value: [{ id: 'keep', force: 'main' }],
    };
    const forced = await apply(text, keep);
    const half = { ...spring, variations: ['main', 'dark'], coverage: 0.5 };
    const answer = placed(placeRule(read(forced), 'landing-theme', half));
    expect(answer).toMatchObject({ index: 0, edit: { pointer: '/features/landing-theme/rules' } });
    expect(answer.shadowedBy).toBeUndefined();
    const started = await apply(forced, answer.edit);
    expect(rulesIn(started, 'landing-theme').map((rule) => rule.id)).toEqual(['copy-variant-spring', 'keep']);
    expect(checkUnreachableRules(JSON.parse(started))).toEqual([]);
    const everyone = placed(placeRule(read(forced), 'landing-theme', { ...half, coverage: 1 }));
    expect(everyone).toMatchObject({ index: 1, shadowedBy: { index: 0, name: 'keep' } });
  });

  it('refuses an unknown feature and an id a rule of the feature already has', () => {
    expect(placeRule(read(text), 'nothing', spring)).toHaveProperty('refused', expect.stringContaining('"nothing"'));
    const again = placeRule(read(text), 'registration-copy-variant', { ...spring, id: 'copy-variant-viral' });
    expect(again).toHaveProperty('refused', expect.stringContaining('"copy-variant-viral"'));
  });

  it('finds a rule it has just added in its place, refusing nothing', async () => {
    const added = await apply(text, placed(placeRule(read(text), 'registration-copy-variant', spring)).edit);
    const index = rulesIn(added, 'registration-copy-variant').findIndex((rule) => rule.id === spring.id);
    expect(placeRule(read(added), 'registration-copy-variant', spring)).toEqual({ present: index });
  });
});

describe('stopping an experiment', () => {
  it('lists the running experiments of a feature (a force is none) and refuses a rule that is not there', () => {
    expect(experimentsOf(read(text), 'registration-copy-variant')).toEqual([
      { index: 0, name: 'copy-variant-viral', key: 'registration-copy-variant' },
    ]);
    expect(experimentsOf(read(text), 'registration-flow')).toEqual([]);
    expect(stopRule(read(text), 'registration-flow', 'gone')).toHaveProperty('refused');
  });
});
