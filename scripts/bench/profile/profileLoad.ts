// One load of a page under CDP's JS sampler and 4× CPU slowdown: its non-idle time by package (node_modules) or
// module (src/), through the build's source maps; what V8 and Blink do themselves stays `(program)`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';

/** Milliseconds by package or module, and `everything` (all but idle). */
export type Profiled = Record<string, number>;

interface Frame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: Frame }[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(file: string) {
  if (!maps.has(file))
    maps.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  return maps.get(file)!;
}

/** A frame's package (`react-dom`, `@growthbook/growthbook`) or module (`src/…`); a chunk's own helpers by its name. */
function ownerOf(dist: string, frame: Frame): string {
  if (!frame.url) return `(${frame.functionName || 'native'})`;
  const chunk = frame.url.replace(/^.*\/assets\//, '');
  const map = frame.url.includes('/assets/') ? mapOf(path.join(dist, 'assets', `${chunk}.map`)) : null;
  const source = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }).source;
  if (!source) return `(${chunk.replace(/-[\w-]{8}\.js$/, '') || 'page'})`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return pkg ? pkg[1]! : source.replace(/^.*?\/src\//, 'src/');
}

export async function profileLoad(browser: Browser, url: string, dist: string): Promise<Profiled> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000); // what the page does once the network is quiet
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await context.close();

  const sampled = new Map<number, number>();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const profiled: Profiled = { everything: 0 };
  for (const { id, callFrame } of profile.nodes) {
    if (callFrame.functionName === '(idle)' || callFrame.functionName === '(root)') continue;
    const ms = sampled.get(id) ?? 0;
    const owner = /^\((program|garbage collector)\)$/.test(callFrame.functionName)
      ? callFrame.functionName
      : ownerOf(dist, callFrame);
    profiled[owner] = (profiled[owner] ?? 0) + ms;
    profiled.everything! += ms;
  }
  return profiled;
}
