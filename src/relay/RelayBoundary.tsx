import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { relayEnvironment, RelayEnvironmentProvider } from './relayRuntime.ts';
import { RequestErrorNotice } from './RequestErrorNotice.tsx';

interface RelayBoundaryProps {
  /** Changes on retry, so children refetch (pass it to useLazyLoadQuery's fetchKey). */
  children: (fetchKey: number) => ReactNode;
  /** Shown while they fetch (a place of their final size, where they must not move the page); else 'Loading'. */
  fallback?: ReactNode;
  /** Asks anew on Retry, for children that read a query a route's loader started (src/relay/preloadedQueries.ts). */
  retry?: () => void;
}

/** Relay for the blocks inside: a loading state while they fetch, a retryable message when that fails. */
export function RelayBoundary({ children, fallback, retry }: RelayBoundaryProps) {
  const { t } = useTranslation();
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <RelayEnvironmentProvider environment={relayEnvironment()}>
      <ErrorBoundary
        resetKeys={[fetchKey]}
        fallbackRender={({ error }) => (
          <RequestErrorNotice
            error={error}
            onRetry={() => {
              retry?.();
              setFetchKey((k) => k + 1);
            }}
          />
        )}
      >
        <Suspense
          fallback={
            fallback ?? (
              <p className="text text-muted" role="status">
                {t('a11y.loading')}
              </p>
            )
          }
        >
          {children(fetchKey)}
        </Suspense>
      </ErrorBoundary>
    </RelayEnvironmentProvider>
  );
}
