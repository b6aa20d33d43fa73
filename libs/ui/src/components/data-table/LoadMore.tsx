import { Button, Center } from '@mantine/core';
import { ErrorState } from '../ErrorState';
import { useUiText } from '../../i18n/use-ui-text';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The last "load more" failed: an error with Retry is shown above the button. */
  error?: boolean;
  /** Button text; "Load more" in the user's language by default. */
  label?: string;
}

/** The parts of a TanStack infinite query that LoadMore reads. */
export interface InfiniteQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** LoadMore props of an infinite query. */
export const loadMoreOf = (query: InfiniteQueryLike): LoadMoreProps => ({
  hasMore: query.hasNextPage,
  loading: query.isFetchingNextPage,
  error: query.isFetchNextPageError,
  onLoadMore: () => void query.fetchNextPage(),
});

/** "Load more" under a list that grows by pages (cursor pagination). */
export function LoadMore({ hasMore, loading, onLoadMore, error, label }: LoadMoreProps) {
  const { text } = useUiText();
  return (
    <>
      {error && !loading && <ErrorState message={text('table.loadMoreFailed')} onRetry={onLoadMore} />}
      {hasMore && (
        <Center mt="md">
          <Button variant="light" onClick={onLoadMore} loading={loading}>
            {label ?? text('table.loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}
