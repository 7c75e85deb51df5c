// `npm run screenshots`: every screen of the production build, on a phone, a desktop and a wide screen, in English,
// German and Italian, written to screenshots/ (git-ignored) for a reviewer to look at. Not a test: nothing is asserted
// about looks.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /screens\.ts$/,
  outputDir: '../../test-results/screenshots',
  timeout: 120_000,
  reporter: 'list',
  webServer: {
    ...(base.webServer as { command: string; url: string }),
    cwd: path.resolve(import.meta.dirname, '../..'),
  },
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'wide', use: { viewport: { width: 1920, height: 1080 } } },
  ],
});
