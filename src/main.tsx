import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appConfig } from './config/appConfig.ts';
import { i18n } from './i18n/i18n.ts';
import { routes } from './routing/createRoutes.tsx';
import './styles/global.css';

const router = createBrowserRouter(routes, { basename: appConfig.basePath });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
