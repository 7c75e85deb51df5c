// The README's 'Add a language' recipe, followed on a copy of the project: a new language in config/app.json and a
// translation file for it (the English texts stand in for its own; a translator replaces them), its name in every
// language's file. Then check:config and its tests, the screen contract suite and a mock registration in that language
// (its activation mail in it) pass there, as the recipe promises, with no change to code or tests.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

// A language config does not hold (the first of these it lacks), so a marketer adding one changes nothing here.
const CANDIDATES = [
  { code: 'da', name: 'Dansk' },
  { code: 'fi', name: 'Suomi' },
  { code: 'pt', name: 'Português' },
  { code: 'cs', name: 'Čeština' },
  { code: 'el', name: 'Ελληνικά' },
];
const configured = (JSON.parse(readFileSync('config/app.json', 'utf8')) as { languages: string[] }).languages;
const NEW = CANDIDATES.find(({ code }) => !configured.includes(code))!;
const LEFT_OUT = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'test-results', 'screenshots', 'e2e', 'docs']);
const copy = mkdtempSync(path.join(tmpdir(), 'add-language-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const json = (file: string) => JSON.parse(readFileSync(path.join(copy, file), 'utf8'));
const write = (file: string, value: unknown) =>
  writeFileSync(path.join(copy, file), `${JSON.stringify(value, null, 2)}\n`);
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: '1' }, timeout: 240_000 });

it(`a new language (${NEW.code}) passes the check, the contract suite and a registration in it`, () => {
  for (const entry of readdirSync('.')) {
    if (!LEFT_OUT.has(entry)) cpSync(entry, path.join(copy, entry), { recursive: true });
  }
  symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'));

  // 1. config/app.json: its code in languages.
  const app = json('config/app.json');
  write('config/app.json', { ...app, languages: [...app.languages, NEW.code] });
  // 2. its translation file with every key, and its name as languages.<lang> in every language's file.
  cpSync(path.join(copy, 'locales/en'), path.join(copy, `locales/${NEW.code}`), { recursive: true });
  for (const lang of [...app.languages, NEW.code]) {
    const file = `locales/${lang}/translation.json`;
    const texts = json(file);
    write(file, { ...texts, languages: { ...texts.languages, [NEW.code]: NEW.name } });
  }

  const check = run('npx', ['tsx', 'scripts/config-check/cli.ts']);
  expect(check.stderr + check.stdout).toContain(`${app.languages.length + 1} languages are consistent`);
  // The check's own tests too: they list the languages as config has them.
  const suites = [
    'tests/unit/config-check.test.ts',
    'tests/contract',
    'tests/mock-server/contract.test.ts',
    'tests/mock-server/activation-mail-language',
  ];
  const tests = run('npx', ['vitest', 'run', '--project', 'unit', '--reporter=verbose', ...suites]);
  expect(tests.status, tests.stdout.slice(-3000) + tests.stderr.slice(-2000)).toBe(0);
  expect(tests.stdout).toContain(`a registration in ${NEW.code}`);
}, 300_000);
