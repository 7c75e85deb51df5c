import { use, type ReactNode } from 'react';
import type { OperationType } from 'relay-runtime';
import { usePreloadedAnswer, type Answer } from './preloadedQueries.ts';

interface PreloadedDataProps<T extends OperationType> {
  /** The loader's query (preloadedQueries.ts), and what it must ask (none: whatever the slot asks). */
  slot: string;
  queryKey?: string;
  /** What the page shows of the data: the keys of its parts' fragments. */
  children: (data: T['response']) => ReactNode;
}

/**
 * A part of a page that reads the query the route's loader started: nothing until Relay has started it, then its
 * data (waiting for it in the nearest Suspense), a failure thrown to the nearest error boundary (RelayBoundary: its
 * notice with Retry).
 */
export function PreloadedData<T extends OperationType>({ slot, queryKey, children }: PreloadedDataProps<T>) {
  const answer = usePreloadedAnswer<T>(slot, queryKey);
  return answer ? <AnsweredData answer={answer}>{children}</AnsweredData> : null;
}

function AnsweredData<T extends OperationType>({
  answer,
  children,
}: { answer: Promise<Answer<T>> } & Pick<PreloadedDataProps<T>, 'children'>) {
  const { data, error } = use(answer);
  if (error !== undefined) throw error;
  if (data === undefined) throw new Error('The backend answered the query without data.');
  return children(data);
}
