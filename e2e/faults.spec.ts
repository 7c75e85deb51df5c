// Every mutation the app sends meets each fault of the GraphQL endpoint in turn, in one page load on a phone: a
// dropped connection, a timeout, HTTP 500, a 502 with an HTML body, malformed JSON and a GraphQL error, each answered
// late while the visitor clicks again (a double click, Enter and a click). Each fault shows a translated message in
// view, keeps what was typed, and sent the mutation once; then, the fault gone, a slow answer to the same submit
// succeeds, sent once, and back and forward send nothing again.
import type { Page } from '@playwright/test';
import { translate } from './expected.ts';
import { casesElsewhere } from './faultCasesElsewhere.ts';
import { formCases } from './faultCasesForms.ts';
import {
  BROWSER_NETWORK_LOG,
  countMutations,
  faults,
  injectFaults,
  mutationNames,
  slowAnswers,
} from './faultInjection.ts';
import { appReady, expect, test } from './fixtures.ts';
import { expectUnchangedFor } from './unchangedFor.ts';
import { uniqueEmail } from './uniqueEmail.ts';

const cases = { ...formCases, ...casesElsewhere };
const EARLIER = 'data-e2e-earlier';
const mark = (nodes: Element[], attribute: string) => nodes.forEach((node) => node.setAttribute(attribute, ''));
/** A message that this attempt's answer brought (not one left from before). */
const fresh = (page: Page, message: string) =>
  page.getByText(message, { exact: true }).and(page.locator(`:not([${EARLIER}])`));
/** Long enough for a request that back or forward would send to be seen. */
const SETTLE_MS = 500;

test.use({ viewport: { width: 390, height: 844 } }); // phones first

test('every mutation the app sends has its fault case', () => {
  expect(Object.keys(cases).sort()).toEqual(mutationNames());
});

for (const [operation, mutationCase] of Object.entries(cases)) {
  const { lang } = mutationCase;
  test(`${operation} (${lang}): ${faults.map((f) => f.name).join(', ')}; then it goes through once`, async ({
    page,
    request,
    context,
    baseURL,
    consoleErrors,
  }) => {
    await page.clock.install(); // a timeout is 30 s of the page's clock
    const sent = countMutations(page);
    const email = uniqueEmail(`e2e.faults.${operation}`).toLowerCase();
    const prepared = await mutationCase.prepare({ page, request, context, baseURL: baseURL!, email });
    const injected = await injectFaults(page, operation);

    for (const [round, fault] of faults.entries()) {
      await test.step(fault.name, async () => {
        const messages = (mutationCase.messages?.(fault) ?? fault.messages).map((key) => translate(lang, key));
        injected.arm(fault);
        const before = sent.of(operation);
        await prepared.send(round);
        await expect.poll(() => sent.of(operation)).toBe(before + 1);
        // What an earlier attempt left on the page is marked: the answer to this one must show its message anew.
        for (const message of messages) await page.getByText(message, { exact: true }).evaluateAll(mark, EARLIER);
        injected.release();
        if (fault.clockMs) await page.clock.fastForward(fault.clockMs);
        for (const message of messages) await expect(fresh(page, message)).toBeInViewport();
        expect(sent.of(operation), 'sent once').toBe(before + 1);
        for (const { field, value } of prepared.kept ?? []) await expect(field).toHaveValue(value);
        for (const box of prepared.ticked ?? []) await expect(box).toBeChecked();
      });
    }

    await test.step('the fault gone, a slow answer succeeds', async () => {
      await injected.heal();
      const slow = await slowAnswers(page, operation);
      const before = sent.of(operation);
      await prepared.send(faults.length);
      await expect.poll(() => sent.of(operation)).toBe(before + 1);
      slow.release();
      await prepared.succeeded();
      expect(sent.of(operation), 'sent once').toBe(before + 1);
    });

    await test.step('back and forward send nothing', async () => {
      await prepared.leave?.();
      const before = sent.all();
      await page.goBack();
      await appReady(page);
      await page.goForward();
      await appReady(page);
      await expectUnchangedFor(() => sent.all(), SETTLE_MS, 'back and forward send nothing');
      expect(sent.all()).toEqual(before);
      // The mutations the case needs on the way (a submit before its finalize, a code before its check): once each.
      for (const [name, count] of Object.entries(before)) if (name !== operation) expect(count, name).toBe(1);
    });

    // The browser logs the failed requests itself; the app logs nothing but its own reports of the faults.
    const own = (error: string) =>
      BROWSER_NETWORK_LOG.test(error) || (mutationCase.reports && /^\[acquisition]/.test(error));
    expect(consoleErrors.splice(0).filter((error) => !own(error))).toEqual([]);
  });
}
