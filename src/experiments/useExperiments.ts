// Starts A/B testing and tells it where the visitor goes. All of it loads on demand: a page's first bytes carry only
// these hooks. A page whose content waits for the experiments (a registration page) starts it at once; every other
// page once it has loaded and the browser is idle, so the SDK never competes with what the visitor sees first.
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';
import { loadModule } from '../platform/moduleLoads.ts';

// Offline, the SDK's code waits like any other module (src/platform/moduleLoads.ts).
const experiments = () => loadModule(() => import('./startExperiments.ts'));
let navigate: NavigateFunction | undefined;
let starting = false;

function start() {
  if (starting) return;
  starting = true;
  // The router's navigate is there by the time an experiment redirects (the root's effect has run).
  void experiments().then((ab) => ab.startExperiments((path) => navigate?.(path, { replace: true })));
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1000);

/** In the root of the route tree: the router for redirect experiments, the deferred start, route changes. */
export function useExperiments() {
  const routerNavigate = useNavigate();
  const { pathname, search, hash } = useRenderedLocation();
  useEffect(() => {
    navigate = routerNavigate;
  }, [routerNavigate]);

  useEffect(() => {
    if (document.readyState === 'complete') return void whenIdle(start);
    window.addEventListener('load', () => whenIdle(start), { once: true });
  }, []);

  useEffect(() => {
    if (starting) void experiments().then((ab) => ab.experimentsUrlChanged(location.href));
  }, [pathname, search, hash]);
}

/** A page whose content waits for the experiments (`needed`): start now, in a task after the page's effects. */
export function useExperimentsNow(needed: boolean) {
  useEffect(() => {
    if (!needed) return;
    const timer = setTimeout(start);
    return () => clearTimeout(timer);
  }, [needed]);
}
