// A module of the app's own that does not load (offline, the server gone, a connection dropped on the way) is a
// connection problem, not an error of the page: what asked for it waits, the page stays as it is (what the visitor
// typed too), the visitor reads the connection message with Retry (src/routing/ConnectionNotice.tsx), and the load is
// tried again on Retry or when the browser is back online. Browsers fetch a module again after a failed import().

/** Chromium, Firefox and Safari's words for an import() that failed, and Vite's for its preloads. */
export const isModuleNotLoaded = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload/i.test(error.message);

/** none: nothing waits; failed: a module waits for Retry; retrying: tried again, the answer not yet there. */
export type ModuleLoadsStatus = 'none' | 'failed' | 'retrying';

const waiting = new Set<() => void>();
const listeners = new Set<() => void>();
let retrying = 0;
let status: ModuleLoadsStatus = 'none';

function update() {
  const now = retrying > 0 ? 'retrying' : waiting.size > 0 ? 'failed' : 'none';
  if (now === status) return;
  status = now;
  listeners.forEach((listener) => listener());
}

/** load(), waiting instead of failing while the module does not load; any other failure fails as it would. */
export function loadModule<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const attempt = (again: boolean) =>
      load().then(
        (module) => {
          if (again) retrying--;
          resolve(module);
          update();
        },
        (error: unknown) => {
          if (again) retrying--;
          if (isModuleNotLoaded(error)) waiting.add(() => attempt(true));
          else reject(error);
          update();
        },
      );
    void attempt(false);
  });
}

/** Tries every waiting module again (the notice's Retry; the browser back online). */
export function retryModuleLoads() {
  const attempts = [...waiting];
  waiting.clear();
  retrying += attempts.length;
  update();
  attempts.forEach((attempt) => attempt());
}

export const moduleLoadsStatus = () => status;

export function subscribeToModuleLoads(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

if (typeof window !== 'undefined') window.addEventListener('online', retryModuleLoads);
