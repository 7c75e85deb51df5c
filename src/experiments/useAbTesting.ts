// Starts A/B testing once the page has come alive, and tells it where the visitor goes. All of it loads on demand:
// a page's first bytes carry only this hook.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useRenderedLocation } from '../navigation/renderedUrl.ts';

const abTesting = () => import('./startExperiments.ts');

export function useAbTesting() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useRenderedLocation();
  const navigateRef = useRef(navigate);
  useEffect(() => void (navigateRef.current = navigate), [navigate]);

  useEffect(() => {
    void abTesting().then((ab) => ab.startAbTesting((path) => navigateRef.current(path, { replace: true })));
  }, []);

  useEffect(() => {
    void abTesting().then((ab) => ab.experimentsUrlChanged(location.href));
  }, [pathname, search, hash]);
}
