// One Lighthouse run (mobile preset: 4× CPU slowdown, a slow 4G) of one URL in a fresh headless Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { majorGc } from './majorGc.ts';

export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread work while loading (ms): style, layout, parsing, script evaluation… */
  mainThread: number;
  /** Of that, script evaluation (ms). */
  scriptEvaluation: number;
  jsKb: number;
  /** What kept the main thread busy: long tasks, each script's evaluation, each kind of work (for --details). */
  details: {
    longTasks: { url: string; duration: number }[];
    scripts: { url: string; scripting: number }[];
    groups: { group: string; duration: number }[];
    /** V8's major GCs: when the first began (ms after navigation) and their tasks' time (ms, unthrottled). */
    majorGc: { start: number; duration: number };
  };
}

type Breakdown = { items?: { group: string; duration: number }[] };
type Items<T> = { items?: T[] };
type Resources = { items?: { resourceType: string; transferSize: number }[] };

export async function audit(url: string, chromePath: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json' });
    const { audits, categories } = result!.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
    const breakdown = (audits['mainthread-work-breakdown']?.details as Breakdown | undefined)?.items ?? [];
    const resources = (audits['resource-summary']?.details as Resources | undefined)?.items;
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      mainThread: numeric('mainthread-work-breakdown'),
      scriptEvaluation: breakdown.find((item) => item.group === 'scriptEvaluation')?.duration ?? 0,
      jsKb: (resources?.find((r) => r.resourceType === 'script')?.transferSize ?? 0) / 1000,
      details: {
        longTasks: (audits['long-tasks']?.details as Items<{ url: string; duration: number }>)?.items ?? [],
        scripts: (audits['bootup-time']?.details as Items<{ url: string; scripting: number }>)?.items ?? [],
        groups: breakdown,
        majorGc: await majorGc(result!.artifacts.Trace),
      },
    };
  } finally {
    chrome.kill();
  }
}
