// What a registration code looks like, which the landing route, the forms and the mock backend share: a word a
// member types after the base path is never one, and every code the mock seeds is.
import { describe, expect, it } from 'vitest';
import { seedRegistrationCodes } from '../../mock-server/store/seed.ts';
import { appConfig, routesConfig } from '../../src/config/appConfig.ts';
import { REGISTRATION_CODE_PATTERN } from '../../src/shared/registrationRules.ts';

const isCode = (value: string) => REGISTRATION_CODE_PATTERN.test(value);

describe('a registration code', () => {
  it.each(['MOCK-VALID', 'ANNA2026', 'x_y1', 'A'.repeat(63) + '1'])('%s is shaped like a code', (code) => {
    expect(isCode(code)).toBe(true);
  });

  it.each(['login', 'impressum', 'Contact', 'A1-', 'bad.slug!', 'MOCK VALID', 'MOCK-' + 'X'.repeat(60), ''])(
    '%j is not',
    (value) => expect(isCode(value)).toBe(false),
  );

  it('every code the mock backend seeds is shaped like one', () => {
    const malformed = seedRegistrationCodes()
      .map((c) => c.code)
      .filter((code) => !isCode(code));
    expect(malformed).toEqual([]);
  });
});

describe('config/app.json pathAliases', () => {
  const words = Object.keys(appConfig.pathAliases ?? {});

  it('are words, never codes', () => {
    expect(words.filter(isCode)).toEqual([]);
  });

  it('do not hide a route of config/routes.json', () => {
    const firstSegments = new Set(routesConfig.routes.map((r) => r.path.split('/')[0]));
    expect(words.filter((word) => firstSegments.has(word))).toEqual([]);
  });
});
