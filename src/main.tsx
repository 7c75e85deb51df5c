import { holdEarlySubmits } from './platform/earlySubmits.ts';
import { firstInteraction } from './platform/firstInteraction.ts';
import './styles/global.css';

// Before the app's code: what the visitor does with the prerendered page already counts.
holdEarlySubmits(document);
void firstInteraction();

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// The page is prerendered: it shows before any script runs. The app is loaded after the browser's first frame,
// so parsing and running it never holds back the first paint; React first, then the rest, each in a task of
// its own, so neither keeps the browser busy for long.
async function start() {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./routing/startApp.tsx');
  await startApp(document.getElementById('root')!);
}
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => void nextTask().then(start));
