// The dev surface's data. In development the dev server answers it fresh (<base>/__dev/state.json) and announces
// each edit, after which it is read again; a review build (DEV_SURFACE=1) computes it once from what it was built with.
import { useEffect, useState } from 'react';
import type { SurfaceState } from './entries/dimensions.ts';

export const STATE_PATH = '__dev/state.json';

async function readState(): Promise<SurfaceState> {
  if (!import.meta.env.DEV) {
    const { surfaceState } = await import('./entries/surfaceState.ts');
    return { ...surfaceState(), problems: [], stale: false };
  }
  const response = await fetch(`${import.meta.env.BASE_URL}${STATE_PATH}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${STATE_PATH} answered ${response.status}`);
  return (await response.json()) as SurfaceState;
}

export function useSurfaceState(): { state: SurfaceState | undefined; error: string | undefined; version: number } {
  const [state, setState] = useState<SurfaceState>();
  const [error, setError] = useState<string>();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    const read = () =>
      readState()
        .then((next) => {
          if (!current) return;
          setState(next);
          setError(undefined);
          setVersion((v) => v + 1);
        })
        .catch((e: unknown) => current && setError(String(e)));
    void read();
    window.addEventListener('dev-surface:changed', read);
    import.meta.hot?.on('dev-surface:changed', read);
    return () => {
      current = false;
      window.removeEventListener('dev-surface:changed', read);
      import.meta.hot?.off('dev-surface:changed', read);
    };
  }, []);
  return { state, error, version };
}
