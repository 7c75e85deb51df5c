// The tracking table (docs/features.md) lists every event the app pushes, with the fields the builders put in it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  countryChangeEvent,
  outcomeEvents,
  registrationEvents,
  waitingListJoinEvent,
} from '../../src/platform/tracking/events.ts';
import { landingEvent, registrationSteps, stepEvent } from '../../src/platform/tracking/stepEvents.ts';

const features = readFileSync('docs/features.md', 'utf8');
const section = features.slice(
  features.indexOf('## Tracking'),
  features.indexOf('\n## ', features.indexOf('## Tracking') + 1),
);
/** The table's rows by event name: the cell that says when, then the fields. */
const rows = new Map([...section.matchAll(/^\| `([^`]+)`\s*\|(.*)\|$/gm)].map(([, event, cell]) => [event!, cell!]));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const pushedInSource = new Set(
  sourceFiles('src').flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bevent: '([^']+)'/g)].map(([, name]) => name!),
  ),
);

describe('the tracking table of docs/features.md', () => {
  it('lists every event the app pushes, and no other', () => {
    expect(pushedInSource.size).toBeGreaterThan(0);
    expect([...rows.keys()].sort()).toEqual([...pushedInSource].sort());
  });

  it('names every field the event builders put in, and every registration step', async () => {
    const page = { language: 'de', registrationFlow: 'default' };
    const built = [
      landingEvent({ ...page, hasRegistrationCode: true }),
      stepEvent('code_accepted', page),
      ...(await registrationEvents({
        email: 'a@b.test',
        registrationId: 'reg_1',
        saltedHashedCustomerId: 'f'.repeat(64),
        newsletter: true,
      })),
      await waitingListJoinEvent('a@b.test'),
      countryChangeEvent('AT'),
      ...outcomeEvents(['account_pending']),
    ];
    for (const { event, ...fields } of built) {
      for (const field of Object.keys(fields)) expect(rows.get(event), event).toContain(`\`${field}\``);
    }
    for (const step of registrationSteps) expect(section).toContain(`\`${step}\``);
  });
});
