import { holdEarlySubmits } from './platform/earlySubmits.ts';
import { firstInteraction } from './platform/firstInteraction.ts';
import './styles/global.css';

// Before the app's code: what the visitor does with the prerendered page already counts.
holdEarlySubmits(document);
void firstInteraction();

// The page is prerendered: it shows before any script runs. The app (React, the router, the translations) is
// loaded after the browser's first frame, so parsing and running it never holds back the first paint.
const start = () =>
  void import('./routing/startApp.tsx').then(({ startApp }) => startApp(document.getElementById('root')!));
if (document.visibilityState === 'hidden') setTimeout(start);
else requestAnimationFrame(() => setTimeout(start));
