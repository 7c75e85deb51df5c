// 'Verify your e-mail' watches the registration's status over graphql-ws (spec §7.3). The socket drops while the
// visitor waits: the page reconnects with the spec's backoff (1 s, 2 s, 4 s … from the last failure, plus 300–3000 ms
// of jitter; at most 5 retries in a row), 4205 at once, 4499 never, and still moves on when the account is activated,
// even meanwhile. The page's clock is paused to measure the waits; the sockets go through page.routeWebSocket.
import type { Page } from '@playwright/test';
import { appPath, escapeRegExp } from './expected.ts';
import { expect, test } from './fixtures.ts';
import { activate, registeredPending } from './mockBackend.ts';
import { expectUnchangedFor } from './unchangedFor.ts';
import { uniqueEmail } from './uniqueEmail.ts';

/** Long enough for a connection the page opened too early to reach the test. */
const SEEN_MS = 200;
const DROPPED = { code: 1006, reason: 'Connection lost' };

/** The sockets the page opens; each goes through to the mock backend unless refused (closed at once). */
async function watchSockets(page: Page) {
  const sockets: { drop(close: { code: number; reason: string }): Promise<void> }[] = [];
  const statuses: string[] = [];
  let refusals = 0;
  await page.routeWebSocket(/\/graphql$/, (socket) => {
    if (refusals > 0) {
      refusals--;
      sockets.push({ drop: async () => {} });
      return socket.close(DROPPED);
    }
    const server = socket.connectToServer();
    let dropped = false;
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (dropped) return; // gone with the connection
      const status = /"status":"(\w+)"/.exec(String(message))?.[1];
      if (status) statuses.push(status);
      socket.send(message);
    });
    // The connection is lost both ways: the page hears the close, the backend loses its subscriber.
    const drop = async (close: { code: number; reason: string }) => {
      dropped = true;
      await Promise.all([socket.close(close), server.close()]);
    };
    sockets.push({ drop });
  });
  // The page counts the closes it heard: each starts its next wait, at the paused clock's time.
  await page.addInitScript(() => {
    const counted = window as unknown as { closesHeard: number };
    counted.closesHeard = 0;
    window.WebSocket = class extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        this.addEventListener('close', () => counted.closesHeard++);
      }
    };
  });
  return {
    opened: () => sockets.length,
    /** The page has heard `count` closes (a drop, a refusal). */
    heard: (count: number) =>
      expect.poll(() => page.evaluate(() => (window as unknown as { closesHeard: number }).closesHeard)).toBe(count),
    statuses,
    drop: (close = DROPPED) => sockets.at(-1)!.drop(close),
    refuse: (count: number) => (refusals = count),
  };
}

/** Opens 'verify your e-mail' for a fresh registration, once its status came over the socket; the clock paused. */
async function waiting(page: Page, request: Parameters<typeof registeredPending>[0], tag: string) {
  const registration = await registeredPending(request, uniqueEmail(`e2e.socket.${tag}`));
  const sockets = await watchSockets(page);
  await page.clock.install();
  await page.goto(`${appPath('en', 'registration/formfinished')}?registrationId=${registration.registrationId}`);
  await expect.poll(() => sockets.statuses).toEqual(['PENDING_ACTIVATION']);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return { ...registration, sockets };
}

test.use({ viewport: { width: 390, height: 844 } }); // phones first

test('dropped while the visitor waits, and activated meanwhile: the retries back off as §7.3 says, the page moves on', async ({
  page,
  request,
}) => {
  const { activationPath, sockets } = await waiting(page, request, 'dropped');
  sockets.refuse(2);
  await sockets.drop();
  await activate(request, activationPath); // on the phone, while this page has no socket
  await sockets.heard(1); // its first wait starts

  // Retry n (from 0) waits 2^n s plus 300–2999 ms after the last failure: never sooner, never later.
  for (const retry of [0, 1, 2]) {
    const backoffMs = 2 ** retry * 1000;
    await page.clock.runFor(backoffMs + 299);
    const early = await expectUnchangedFor(
      sockets.opened,
      SEEN_MS,
      `retry ${retry + 1} not before ${backoffMs + 300} ms`,
    );
    expect(early).toBe(retry + 1);
    await page.clock.runFor(2700);
    await expect.poll(sockets.opened, `retry ${retry + 1} by ${backoffMs + 2999} ms`).toBe(retry + 2);
    if (retry < 2) await sockets.heard(retry + 2); // refused: the next wait starts
  }
  // The third retry got through: the subscription starts anew, with the status as it is now.
  await page.clock.resume();
  await expect.poll(() => sockets.statuses).toEqual(['PENDING_ACTIVATION', 'ACTIVE']);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath('en', 'entrance'))}$`));
});

test('reconnected, the page moves on when the account is activated later; 4205 reconnects at once', async ({
  page,
  request,
}) => {
  const { activationPath, sockets } = await waiting(page, request, 'restart');
  await sockets.drop({ code: 4205, reason: 'Client Restart' });
  await page.clock.runFor(1);
  await expect.poll(sockets.opened).toBe(2);
  await page.clock.resume();
  await expect.poll(() => sockets.statuses).toEqual(['PENDING_ACTIVATION', 'PENDING_ACTIVATION']);
  await activate(request, activationPath);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(appPath('en', 'entrance'))}$`));
});

test('5 retries in a row at most', async ({ page, request }) => {
  const { sockets } = await waiting(page, request, 'gives-up');
  sockets.refuse(Infinity);
  await sockets.drop();
  for (let retry = 0; retry < 5; retry++) {
    await sockets.heard(retry + 1); // the drop, then each refusal: the next wait starts
    await page.clock.runFor(2 ** retry * 1000 + 3000);
    await expect.poll(sockets.opened).toBe(retry + 2);
  }
  await sockets.heard(6);
  await page.clock.runFor(2 ** 5 * 1000 + 3000);
  expect(await expectUnchangedFor(sockets.opened, SEEN_MS, 'no sixth retry')).toBe(1 + 5);
});

test('4499 (terminated) is final', async ({ page, request }) => {
  const { sockets } = await waiting(page, request, 'terminated');
  await sockets.drop({ code: 4499, reason: 'Terminated' });
  await sockets.heard(1);
  await page.clock.runFor(60_000);
  expect(await expectUnchangedFor(sockets.opened, SEEN_MS, 'no retry after 4499')).toBe(1);
});
