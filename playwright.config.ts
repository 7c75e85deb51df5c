import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { abTesting } from './e2e/abTesting.ts';

// Browsers cannot be downloaded here: the tests drive Debian's Chromium, in its headless shell (the package
// chromium-headless-shell: the same Blink, V8 and network stack without the desktop browser's shell, which is what
// Playwright itself runs for headless tests). On two cores it runs the suite in 60 % of the full browser's time
// (docs/testing.md); the benchmarks keep the full browser, as visitors have it.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}: install it with "apt-get install -y chromium-headless-shell" (or set CHROMIUM_PATH).`,
  );
}

const port = Number(process.env.E2E_PORT ?? 4173);
const DEV_SURFACE_SPEC = /\/dev-surface\.spec\.ts$/;
const NPM_START_SPECS = /\.start\.spec\.ts$/;
const PHONE_SPECS =
  /\/(registration|registration-steps|social-registration-second-step|social-sign-up|one-time-code|country|legal-texts|activation)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list', { printSteps: false }]] : 'list',
  // Two workers, the preview server and Chromium share two cores: a test of several pages with accessibility
  // scans takes 15–20 s there, so the limit leaves room; a hanging test still fails within a minute.
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    timezoneId: 'UTC', // the country derivation reads the time zone: tests name theirs
    viewport: { width: 1280, height: 800 },
    // No A/B service unless a spec asks for one (e2e/abTesting.ts says why).
    storageState: abTesting('off'),
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: [/\.clock\.spec\.ts$/, PHONE_SPECS, DEV_SURFACE_SPEC, NPM_START_SPECS] },
    // The registration flows run on a phone only (phones first; their specs set their own viewport where it matters,
    // and e2e/variants.spec.ts shows every registration layout on a desktop): running them twice cost 75 s of a CI
    // run that must stay under 20 minutes.
    { name: 'phone', testMatch: PHONE_SPECS, use: { viewport: { width: 390, height: 844 } } },
    // Specs that move the mock backend's clock (POST /mock/clock) would upset the others: they run after them, and
    // one at a time (a link's 14 days had expired the one-time codes of the test beside it).
    { name: 'clock', testMatch: /\.clock\.spec\.ts$/, dependencies: ['chromium', 'phone'], workers: 1 },
    // The dev surface's spec starts its own dev server, on a copy of the project whose config and texts it edits
    // (e2e/devServer.ts): it runs after the others, beside the clock's, so that its server's start competes with none.
    { name: 'dev-surface', testMatch: DEV_SURFACE_SPEC, dependencies: ['chromium', 'phone'] },
    // The flows QA and marketers use under `npm start`, which the spec starts itself (e2e/npmStart.ts): the same
    // product as the production build, rendered in the browser, StrictMode on.
    { name: 'npm-start', testMatch: NPM_START_SPECS, dependencies: ['chromium', 'phone'] },
  ],
  webServer: {
    // The production build, served with the mock backend on the same origin (see mock-server/vitePlugin.ts).
    command: `npx vite preview --port ${port} --strictPort`,
    url: `http://localhost:${port}/acquisition/`,
    // Always a fresh server: the mock backend's state (registrations, catalogue e-mails) starts from its seed.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
