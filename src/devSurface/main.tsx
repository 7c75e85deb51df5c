// The dev surface's entry (index.html next to it): the gallery and the QA console, never part of the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DevSurface } from './DevSurface.tsx';
import { keepProblemsInView } from './keepProblemsInView.ts';
import './devSurface.css';

if (import.meta.env.DEV) keepProblemsInView();

createRoot(document.getElementById('dev-surface')!).render(
  <StrictMode>
    <DevSurface />
  </StrictMode>,
);
