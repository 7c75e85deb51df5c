// The catalogue as the terminal table (npm run mock:scenarios).
import { describe, expect, it } from 'vitest';
import { renderText } from '../../mock-server/scenarios/table.ts';
import { scenarios } from './support/catalogue.ts';

describe('the terminal table', () => {
  it('lists every scenario once, with its trigger', () => {
    const lines = renderText(scenarios).split('\n').slice(2);
    expect(lines).toHaveLength(scenarios.length);
    scenarios.forEach((s, i) => expect(lines[i]).toMatch(new RegExp(`^${s.id} +${s.kind} +${s.operation} `)));
  });
});
