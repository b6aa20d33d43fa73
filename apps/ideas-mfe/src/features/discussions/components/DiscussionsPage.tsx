import { usePageTitle, paths, Navigate, useParams } from '@idea-portal/platform';
import { EmptyState, PageTitle, QueryState, loadMoreOf, Text } from '@idea-portal/ui';
import { useDiscussions } from '../api/get-discussions';
import { IdeaTable } from '../../../shared/components/IdeaTable';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { discussionsEn } from '../../../i18n/discussions.en';

registerIdeasPartTexts(discussionsEn);

export function DiscussionsPage() {
  const { t } = useIdeasTranslation();
  usePageTitle(t('discussions.title'));
  const query = useDiscussions();
  return (
    <div>
      <PageTitle>{t('discussions.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('discussions.intro')}
      </Text>
      <QueryState
        query={query}
        loadingLabel={t('discussions.loading')}
        errorMessage={t('discussions.error')}
        isEmpty={(data) => data.pages.every((p) => p.ideas.length === 0)}
        empty={<EmptyState title={t('discussions.empty')} description={t('discussions.emptyText')} />}
      >
        {(data) => <IdeaTable ideas={data.pages.flatMap((p) => p.ideas)} caption={t('discussions.title')} loadMore={loadMoreOf(query)} />}
      </QueryState>
    </div>
  );
}

/** /app/discussions/:discussionId is the idea's page. */
export function DiscussionRedirect() {
  const { discussionId } = useParams();
  return <Navigate to={discussionId ? paths.app.idea.getHref(discussionId) : paths.app.discussions.getHref()} replace />;
}
