import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';

/** The parts of a TanStack query result QueryState reads. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  loadingLabel?: string;
  errorMessage: ReactNode;
  /** Shown instead of `children` when `isEmpty(data)` holds. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * Pending -> loading, failed without data -> error with Retry, empty -> the empty state, else the
 * data. A failed background refresh keeps showing the data it already has.
 */
export function QueryState<T>({ query, loadingLabel, errorMessage, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.data === undefined) return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

/** `isEmpty` for list answers. */
export const isEmptyList = (data: readonly unknown[]) => data.length === 0;
