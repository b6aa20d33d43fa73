import { Button, Center, Text } from '@mantine/core';
import { Navigate, useParams } from 'react-router';
import { usePageTitle, paths } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle } from '@idea-portal/ui';
import { useDiscussions } from '../api/get-discussions';
import { IdeaTable } from '../../../shared/components/IdeaTable';
import { useIdeasTranslation } from '../../../i18n';

export function DiscussionsPage() {
  const { t } = useIdeasTranslation();
  usePageTitle(t('discussions.title'));
  const query = useDiscussions();
  const ideas = query.data?.pages.flatMap((p) => p.ideas) ?? [];
  return (
    <div>
      <PageTitle>{t('discussions.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('discussions.intro')}
      </Text>
      {query.isPending ? (
        <LoadingState label={t('discussions.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('discussions.error')} onRetry={() => void query.refetch()} />
      ) : ideas.length === 0 ? (
        <EmptyState title={t('discussions.empty')} description={t('discussions.emptyText')} />
      ) : (
        <>
          <IdeaTable ideas={ideas} caption={t('discussions.title')} />
          {query.hasNextPage && (
            <Center mt="md">
              <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('discussions.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </div>
  );
}

/** /app/discussions/:discussionId is the idea's page. */
export function DiscussionRedirect() {
  const { discussionId } = useParams();
  return <Navigate to={discussionId ? paths.app.idea.getHref(discussionId) : paths.app.discussions.getHref()} replace />;
}
