// Development aids stay out of the production build: the code behind ?i18nKeys (src/i18n/showKeys.ts) and behind the
// gallery's ?i18nMarks (src/i18n/markKeys.ts, with i18next-subliminal, which marks texts with their keys) is dropped.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARK_KEYS_PARAM } from '../../src/i18n/markKeys.ts';
import { SHOW_KEYS_PARAM } from '../../src/i18n/showKeys.ts';
import './freshBuild.ts'; // stops here when dist/ is older than the sources

const assets = path.resolve('dist/assets');

describe('the production build in dist/', () => {
  it.each([
    [`?${SHOW_KEYS_PARAM}`, SHOW_KEYS_PARAM],
    [`?${MARK_KEYS_PARAM}`, MARK_KEYS_PARAM],
    ['i18next-subliminal', 'subliminal'],
  ])('has no trace of %s', (_aid, trace) => {
    expect(existsSync(assets), 'run npm run build first').toBe(true);
    const scripts = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const withAid = scripts.filter((file) => readFileSync(path.join(assets, file), 'utf8').includes(trace));
    expect(withAid).toEqual([]);
  });
});
