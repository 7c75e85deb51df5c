// Who may edit through the gallery's endpoints, and what: a POST of JSON from the gallery's own origin on this
// machine, to JSON files inside config/ and locales/ (not through a link out of them).
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  editableName,
  editablePath,
  isLoopback,
  ownOrigins,
  requestRefusal,
  type EditRequestFacts,
} from '../../scripts/vite/devSurface/editGuard.ts';

const origins = ownOrigins('http', 5173);
const gallery: EditRequestFacts = {
  method: 'POST',
  origin: 'http://localhost:5173',
  remoteAddress: '127.0.0.1',
  contentType: 'application/json',
};

describe('the request', () => {
  it('is taken from the gallery, whichever name of this machine opened it', () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173'])
      expect(requestRefusal({ ...gallery, origin }, origins)).toBeUndefined();
    for (const remoteAddress of ['::1', '::ffff:127.0.0.1', '127.0.0.2'])
      expect(requestRefusal({ ...gallery, remoteAddress }, origins)).toBeUndefined();
    expect(requestRefusal({ ...gallery, contentType: 'application/json; charset=utf-8' }, origins)).toBeUndefined();
  });

  it('is refused from another machine', () => {
    for (const remoteAddress of ['192.168.1.20', '::ffff:10.0.0.1', 'fe80::1', undefined])
      expect(requestRefusal({ ...gallery, remoteAddress }, origins)).toBe('Edits are taken only from this computer.');
    expect(isLoopback('127.0.0.1.evil')).toBe(false);
  });

  it('is refused from another origin: another site, another port, a name pointed at this machine, none', () => {
    for (const origin of ['http://evil.example', 'http://localhost:5174', 'http://rebound.example:5173', 'null'])
      expect(requestRefusal({ ...gallery, origin }, origins)).toMatch(/^Edits are taken only from the gallery/);
    expect(requestRefusal({ ...gallery, origin: undefined }, origins)).toContain('a request without an Origin');
    expect(requestRefusal(gallery, ownOrigins('https', 5173))).toMatch(/^Edits are taken only from the gallery/);
  });

  it('is refused unless it is a POST of JSON (a form or a link cannot send one)', () => {
    expect(requestRefusal({ ...gallery, method: 'GET' }, origins)).toBe('Edits are sent with POST.');
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', undefined])
      expect(requestRefusal({ ...gallery, contentType }, origins)).toBe('Edits are sent as JSON (application/json).');
  });
});

describe('the file', () => {
  it('is a JSON file inside config/ or locales/, or the mock’s catalogue, named plainly', () => {
    for (const file of [
      'config/variants.json',
      'config/screens/landing.json',
      'locales/de/translation.json',
      'mock-server/scenarios.json',
    ])
      expect(editableName(file)).toBeUndefined();
    for (const file of [
      'package.json',
      'src/config/appConfig.ts',
      'config/../package.json',
      './config/app.json',
      '/etc/passwd',
      'configs/app.json',
      'mock-server/index.ts',
      'mock-server/../mock-server/scenarios.json',
      'config//app.json',
    ])
      expect(editableName(file)).toMatch(/is not a file of config\/ or locales\//);
    expect(editableName('config/public/images/drapery.jpg')).toMatch(/is not a JSON file/);
  });

  it('exists, and is not a link leading out of them', () => {
    const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'edit-guard-')));
    for (const folder of ['config', 'locales']) mkdirSync(path.join(root, folder));
    writeFileSync(path.join(root, 'config/app.json'), '{}\n');
    writeFileSync(path.join(root, 'secret.json'), '{}\n');
    symlinkSync(path.join(root, 'secret.json'), path.join(root, 'config/linked.json'));
    expect(editablePath(root, 'config/app.json')).toEqual({ path: path.join(root, 'config/app.json') });
    expect(editablePath(root, 'config/missing.json')).toEqual({ refused: '"config/missing.json" does not exist.' });
    expect(editablePath(root, 'config/linked.json')).toEqual({
      refused: '"config/linked.json" leads outside config/ and locales/: only those are edited here.',
    });
  });
});
