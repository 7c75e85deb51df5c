// Who may edit, and what: the gallery on this machine, served by this server, writing JSON files of config/ and
// locales/ only, and the mock's catalogue (a copy variant's test code is seeded there). A page of another site (or a site whose name was pointed at this machine) sends its own Origin; a
// browser sends an Origin with every POST, so a request without one did not come from the gallery either.
import { realpathSync } from 'node:fs';
import path from 'node:path';

export const EDITABLE_FOLDERS = ['config', 'locales'] as const;
export const EDITABLE_FILES = ['mock-server/scenarios.json'] as const;

/** Whether the socket's peer is this machine (IPv4, IPv6 or IPv4 in IPv6). */
export const isLoopback = (address: string | undefined): boolean =>
  address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address ?? '');

/** The origins this server answers as, whichever name of this machine the gallery was opened by. */
export const ownOrigins = (protocol: 'http' | 'https', port: number): string[] =>
  ['localhost', '127.0.0.1', '[::1]'].map((host) => `${protocol}://${host}:${port}`);

export interface EditRequestFacts {
  method: string | undefined;
  origin: string | undefined;
  remoteAddress: string | undefined;
  contentType: string | undefined;
}

/** Why the request may not edit (one sentence), or undefined: it may. */
export function requestRefusal(request: EditRequestFacts, origins: readonly string[]): string | undefined {
  if (!isLoopback(request.remoteAddress)) return 'Edits are taken only from this computer.';
  if (!request.origin || !origins.includes(request.origin))
    return `Edits are taken only from the gallery of this server (${origins[0]}), not from ${request.origin ?? 'a request without an Origin'}.`;
  if (request.method !== 'POST') return 'Edits are sent with POST.';
  if (!/^application\/json\b/.test(request.contentType ?? '')) return 'Edits are sent as JSON (application/json).';
  return undefined;
}

/** Whether `file` (relative to the project, with '/') names a JSON file inside config/ or locales/, or the catalogue. */
export function editableName(file: string): string | undefined {
  const normal = path.posix.normalize(file);
  const inside =
    EDITABLE_FOLDERS.some((folder) => normal.startsWith(`${folder}/`)) ||
    (EDITABLE_FILES as readonly string[]).includes(normal);
  if (file !== normal || !inside)
    return `"${file}" is not a file of config/ or locales/ or the mock's catalogue: only those are edited here.`;
  if (!file.endsWith('.json')) return `"${file}" is not a JSON file: only those are edited here.`;
  return undefined;
}

/**
 * The file's path on disk, or why it may not be edited: its name (editableName), and where it really is, so a
 * symbolic link out of config/ or locales/ is not followed. The file must exist.
 */
export function editablePath(root: string, file: string): { path: string } | { refused: string } {
  const refused = editableName(file);
  if (refused) return { refused };
  let real: string;
  try {
    real = realpathSync(path.join(root, file));
  } catch {
    return { refused: `"${file}" does not exist.` };
  }
  const folders = EDITABLE_FOLDERS.map((folder) => realpathSync(path.join(root, folder)));
  const files = EDITABLE_FILES.map((name) => path.join(realpathSync(root), name));
  if (!folders.some((folder) => real.startsWith(`${folder}${path.sep}`)) && !files.includes(real))
    return { refused: `"${file}" leads outside config/ and locales/: only those are edited here.` };
  return { path: real };
}
