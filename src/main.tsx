import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appConfig } from './config/appConfig.ts';
import { i18n } from './i18n/i18n.ts';
import { reportError } from './platform/reportError.ts';
import { NetworkError } from './relay/networkErrors.ts';
import { routes } from './routing/createRoutes.tsx';
import './styles/global.css';

const router = createBrowserRouter(routes, { basename: appConfig.basePath });

createRoot(document.getElementById('root')!, {
  // An error a boundary shows the visitor: a network failure they can retry is expected, the rest is reported.
  onCaughtError: (error, info) => {
    if (error instanceof NetworkError && error.retryable) return;
    reportError(error, { during: 'rendering', componentStack: info.componentStack });
  },
}).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  </StrictMode>,
);
