// npm run bench:gallery-save — a benchmark, not a test: how long a marketer waits after Save in the gallery. A dev
// server on a copy of the project (scripts/vite/devServerCopy.ts), Debian's Chromium at 1280 px, the gallery in edit
// mode with one copy variant's phone preview; each round picks its headline in the preview, types a new German text
// and presses Save, then undoes it (the file as it was). Timed in the page, from the click on Save: until the status
// line says the change was saved, and until the preview shows the new text. Prints each round and the medians.
import { chromium } from '@playwright/test';
import { cpus, totalmem } from 'node:os';
import { devOrigin, startDevServer } from '../../vite/devServerCopy.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const KEY = 'registration.copy.social.headline';
const CARD = 'article[data-entry="copyVariant:social"][data-language="de"]';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startDevServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${devOrigin}/acquisition/__dev/gallery?lang=de&screen=phone&dimension=copyVariant&edit=texts`);
  const card = page.locator(CARD);
  await card.scrollIntoViewIfNeeded();
  const preview = card.frameLocator('iframe');
  const rounds: { saved: number; shown: number }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await preview.locator(`[data-ds-key="${KEY}"]`).first().click({ timeout: 60_000 });
    const editor = page.getByRole('dialog', { name: 'Edit a text' });
    const german = editor.getByLabel('German (de)');
    const mark = `[bench ${round}]`; // the text may hold {{placeholders}}: the preview shows the mark as typed
    const text = `${await german.inputValue()} ${mark}`;
    await german.fill(text);
    // Stamps in the page: the click, the status line saying so, the preview's text (wall clock: the frame has its own).
    // A string: the test runner's transform would name the functions with a helper the page does not have.
    await page.evaluate(`(() => {
      const marks = (window.marks = {});
      const save = [...document.querySelectorAll('dialog button')].find((b) => b.textContent === 'Save');
      save.addEventListener('click', () => (marks.click = Date.now()), { capture: true, once: true });
      const status = document.querySelector('[role="status"]');
      new MutationObserver(() => {
        if (status.textContent.includes('Saved as change')) marks.saved ??= Date.now();
      }).observe(status, { childList: true, subtree: true, characterData: true });
      const watch = () => {
        const frame = document.querySelector('${CARD} iframe'); // a reload may put another frame in its place
        if (frame?.contentDocument?.body?.textContent?.includes(${JSON.stringify(mark)})) marks.shown = Date.now();
        else requestAnimationFrame(watch);
      };
      watch();
    })()`);
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction('window.marks.saved !== undefined && window.marks.shown !== undefined', undefined, {
      timeout: 60_000,
    });
    const marks = (await page.evaluate('window.marks')) as Record<string, number>;
    rounds.push({ saved: marks.saved! - marks.click!, shown: marks.shown! - marks.click! });
    console.log(`round ${round}: saved ${rounds.at(-1)!.saved} ms, shown ${rounds.at(-1)!.shown} ms`);
    // Back as it was: the newest change's undo.
    await page
      .locator('li[data-change]')
      .first()
      .getByRole('button', { name: /^Undo change \d+$/ })
      .click();
    await page.getByRole('status').filter({ hasText: 'undone' }).waitFor();
    await preview.getByText(mark, { exact: false }).waitFor({ state: 'detached', timeout: 60_000 });
  }
  const machine = `${cpus().length}× ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
  const saved = rounds.map((r) => r.saved);
  const shown = rounds.map((r) => r.shown);
  console.log(`Gallery save, ${ROUNDS} rounds, on ${machine}:`);
  console.log(`saved and reported: median ${median(saved)} ms (${Math.min(...saved)}–${Math.max(...saved)})`);
  console.log(`shown in the preview: median ${median(shown)} ms (${Math.min(...shown)}–${Math.max(...shown)})`);
} finally {
  await browser.close();
  await server.close();
}
