import { Button, Center, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths, useCanCreateIdeas, usePageTitle } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle } from '@idea-portal/ui';
import { useIdeas } from '../api/get-ideas';
import { useListFilters } from '../hooks/use-list-filters';
import { IdeaFilters } from './IdeaFilters';
import { IdeaTable } from '../../../shared/components/IdeaTable';
import { useIdeasTranslation } from '../../../i18n';

/** /app/ideas: filters (status, category, text), sort, cursor pagination with "Load more". */
export function IdeasListPage() {
  const { t } = useIdeasTranslation();
  const canCreate = useCanCreateIdeas();
  usePageTitle(t('list.title'));
  const { filters, update, clear } = useListFilters();
  const query = useIdeas(filters);
  const ideas = query.data?.pages.flatMap((p) => p.ideas) ?? [];

  return (
    <div>
      <PageTitle
        right={
          canCreate && (
            <Button component={Link} to={paths.app.newIdea.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('list.newIdea')}
            </Button>
          )
        }
      >
        {t('list.title')}
      </PageTitle>
      <IdeaFilters filters={filters} onChange={update} onClear={clear} />
      {query.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : query.isError && ideas.length === 0 ? (
        <ErrorState message={t('list.error')} onRetry={() => void query.refetch()} />
      ) : ideas.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyText')} />
      ) : (
        <>
          <IdeaTable ideas={ideas} caption={t('list.title')} />
          <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
            {t('list.count', { count: ideas.length })}
          </Text>
          {query.isFetchNextPageError && <ErrorState message={t('list.error')} onRetry={() => void query.fetchNextPage()} />}
          {query.hasNextPage && (
            <Center mt="md">
              <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('list.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </div>
  );
}
