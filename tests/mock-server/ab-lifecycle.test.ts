// The fixture client key (mock-server/ab/fixtures/lifecycle.json): the real SDK, fed by the mock over HTTP, assigns
// only the running redirect experiment; a draft, a stopped one and one with a single variation assign nobody.
import { readFileSync } from 'node:fs';
import { GrowthBook, type AutoExperiment } from '@growthbook/growthbook';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../mock-server/base/paths.ts';
import { useRunningMockServer } from './support/running-server.ts';

const fixture = JSON.parse(readFileSync(PATHS.abLifecycleFixture, 'utf8')) as {
  clientKeys: string[];
  experiments: (AutoExperiment & { status?: string })[];
};
const CLIENT_KEY = fixture.clientKeys[0]!;
const server = useRunningMockServer();

/** A visitor opening `path`: the SDK loads the key's payload from the mock and runs its auto experiments there. */
async function visit(path: string, visitor: string) {
  const navigated: string[] = [];
  const assigned: string[] = [];
  const gb = new GrowthBook({
    apiHost: server().url,
    clientKey: CLIENT_KEY,
    attributes: { acqAnonymousId: visitor },
    url: `${server().url}${path}`,
    navigate: (url) => void navigated.push(url),
    trackingCallback: (experiment, result) => void (result.inExperiment && assigned.push(experiment.key)),
  });
  expect(await gb.init({ timeout: 2000 })).toMatchObject({ success: true });
  const features = gb.getFeatures();
  gb.destroy();
  return { navigated: [...new Set(navigated)], assigned: [...new Set(assigned)], features };
}

const pageOf = (experiment: AutoExperiment) => experiment.urlPatterns![0]!.pattern;
const redirectOf = (experiment: AutoExperiment) => experiment.variations.at(-1)!.urlRedirect!;
const wouldAssignEveryone = (e: AutoExperiment) => (e.coverage ?? 1) === 1 && e.weights?.at(-1) === 1;

describe('the lifecycle fixture, through the real SDK', () => {
  const running = fixture.experiments.filter((e) => e.status === 'running' && e.variations.length >= 2);
  const neverAssigning = fixture.experiments.filter((e) => !running.includes(e));

  it('has one running experiment and three that never assign, each of which would assign everyone', () => {
    expect(running).toHaveLength(1);
    expect(neverAssigning.map((e) => e.status ?? 'running').sort()).toEqual(['draft', 'running', 'stopped']);
    for (const experiment of fixture.experiments) expect(wouldAssignEveryone(experiment), experiment.key).toBe(true);
  });

  it.each(['visitor-1', 'visitor-2', 'visitor-3'])('redirects %s on the running experiment’s page', async (visitor) => {
    const [experiment] = running;
    const { navigated, assigned } = await visit(pageOf(experiment!), visitor);
    expect(assigned).toEqual([experiment!.key]);
    expect(navigated).toEqual([`${server().url}${redirectOf(experiment!)}`]);
  });

  it.each(neverAssigning.map((e) => [e.key, e] as const))('%s assigns nobody and redirects nowhere', async (_, e) => {
    for (const visitor of ['visitor-1', 'visitor-2', 'visitor-3']) {
      expect(await visit(pageOf(e), visitor)).toMatchObject({ navigated: [], assigned: [] });
    }
  });

  it("carries config/experiments.json's features", async () => {
    const config = JSON.parse(readFileSync(PATHS.experiments, 'utf8')) as { features: object };
    const { features } = await visit('/acquisition/', 'visitor-1');
    expect(Object.keys(features).sort()).toEqual(Object.keys(config.features).sort());
  });
});
