// `npm start` as the team runs it (the config check, codegen, the dev server with its mock backend), on a port of its
// own: started by the spec that drives it, stopped after it. Its address is the one it prints.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

export const START_PORT = Number(process.env.E2E_PORT ?? 4173) + 2000;
export const startOrigin = `http://localhost:${START_PORT}`;

export interface NpmStart {
  /** What it printed: the address to open, among the rest. */
  printed: () => string;
  stop: () => void;
}

export function npmStart(): Promise<NpmStart> {
  // Its own process group: npm starts the rest as its children, and stopping the group stops them all.
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: String(START_PORT) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  // As a terminal shows it: without the colours' escape codes (the test runner asks for colours).
  const read = (chunk: Buffer) => void (printed += stripVTControlCharacters(chunk.toString()));
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const stop = () => {
    try {
      process.kill(-child.pid!);
    } catch {
      // gone already
    }
  };
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`npm start stopped (${code}):\n${printed}`)));
    const ready = () => {
      if (printed.includes(`${startOrigin}/acquisition/`)) return resolve({ printed: () => printed, stop });
      setTimeout(ready, 100);
    };
    ready();
  });
}
