// The dev surface: a shared header with its two pages, the gallery (for marketers) and the QA console.
import { useEffect } from 'react';
import type { SurfaceState } from './entries/dimensions.ts';
import { Gallery } from './gallery/Gallery.tsx';
import { QaConsole } from './qa/QaConsole.tsx';
import { useSurfaceState } from './useSurfaceState.ts';

const PAGES = [
  {
    segment: 'gallery',
    name: 'Gallery',
    lead: 'Every page and state of the app, live from config, in every language.',
  },
  {
    segment: 'qa',
    name: 'QA console',
    lead: 'Every server case of the mock, one click away; its outbox, clock and state.',
  },
] as const;

const base = `${import.meta.env.BASE_URL}__dev/`;

function Page({ segment, state, version }: { segment: string; state: SurfaceState; version: number }) {
  return segment === 'qa' ? <QaConsole state={state} /> : <Gallery state={state} version={version} />;
}

export function DevSurface() {
  const { state, error, version } = useSurfaceState();
  const segment = location.pathname.slice(base.length).split('/')[0] || 'gallery';
  const page = PAGES.find((p) => p.segment === segment) ?? PAGES[0];
  useEffect(() => {
    document.title = `${page.name} · Dev surface`;
  }, [page.name]);
  // As the app's pages do (src/routing/RootShell.tsx): the code has taken over, tests may act.
  useEffect(() => void (document.documentElement.dataset.ready = ''), []);
  return (
    <>
      <header className="ds-header">
        <div className="ds-header-inner">
          <p className="ds-brand">
            Maison Club <span>dev surface</span>
          </p>
          <nav aria-label="Dev surface">
            <ul className="ds-nav">
              {PAGES.map((p) => (
                <li key={p.segment}>
                  <a href={`${base}${p.segment}`} aria-current={p === page ? 'page' : undefined}>
                    {p.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main className="ds-main">
        <h1>{page.name}</h1>
        <p className="ds-lead">{page.lead}</p>
        {error && (
          <p className="ds-alert" role="alert">
            The dev server did not answer: {error}
          </p>
        )}
        {state ? <Page segment={page.segment} state={state} version={version} /> : !error && <p>Loading…</p>}
      </main>
    </>
  );
}
