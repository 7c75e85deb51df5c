import { takeCarriedValues } from './i18n/carriedValues.ts';
import { pointLanguageLinks } from './i18n/pointLanguageLinks.ts';
import { firstInteraction } from './platform/firstInteraction.ts';
import { reportError } from './platform/reportError.ts';
import './styles/global.css';
import { nextTask } from './platform/nextTask.ts';
import { preloadPageModules } from './platform/preloadPageModules.ts';
import { CONNECTION_NOTICE_ID, showModuleLoadsBeforeTheApp } from './platform/connectionNoticeBeforeApp.ts';
import { loadModule } from './platform/moduleLoads.ts';

// Before the app's code: what the visitor does with the prerendered page already counts (early submits are
// held by the page's inline head script).
void firstInteraction();
// The page as its address asks for it, before the app reads it: its language links, what a language link carried.
pointLanguageLinks();
takeCarriedValues();

// The page is prerendered: it shows before any script runs. The app is loaded after the browser's first frame,
// so parsing and running it never holds back the first paint; React first, then the rest, each in a task of
// its own, so neither keeps the browser busy for long.
async function start() {
  const root = document.getElementById('root')!;
  preloadPageModules(root);
  // Offline or the server gone, the app's code waits to load: the page stays readable, the visitor is told.
  const handOverNotice = showModuleLoadsBeforeTheApp(document.getElementById(CONNECTION_NOTICE_ID));
  try {
    await loadModule(() => import('react-dom/client'));
    await nextTask();
    const { startApp } = await loadModule(() => import('./routing/startApp.tsx'));
    await nextTask(); // the app's modules were evaluated in this task: the router starts in the next one
    handOverNotice();
    await startApp(root);
  } catch (error) {
    // The code could not run (a new release in between): the page stays readable, and is reported.
    reportError(error, { during: 'starting the app' });
  }
}
// The page's largest paint is its text in the web fonts of the first paint (preloaded): the app's downloads start
// once they have loaded or failed, so they never compete with them; on a network too slow for that, after 1.5 s.
const FONTS_AT_THE_LATEST_MS = 1500;
const fontsLoaded = Promise.race([document.fonts.ready, new Promise((r) => setTimeout(r, FONTS_AT_THE_LATEST_MS))]);
if (document.visibilityState === 'hidden') void start();
else void fontsLoaded.then(() => requestAnimationFrame(() => void nextTask().then(start)));
