import { useState } from 'react';
import { IconArrowLeft, IconEyeOff, IconSearch } from '@tabler/icons-react';
import { usePageTitle, paths, Link, useCategoryName } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, StatusBadge, formatDate, Anchor, Button, Card, Group, Stack, Text, TextInput, notifyError, notifySuccess } from '@idea-portal/ui';
import { useFollowingIdeas } from '../../../shared/api/following-ideas';
import { useSubmitterDepartments } from '../api/get-submitters';
import { filterWatched } from '../hooks/filter-watched';
import { useUnfollowIdea } from '../api/unfollow-idea';
import { useMyPageTranslation } from '../../../i18n';

function Meta({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** /app/my-page/watched: "My Watched Ideas" with the search box. */
export function WatchedIdeasPage() {
  const { t, i18n } = useMyPageTranslation();
  const categoryName = useCategoryName();
  usePageTitle(t('watched.title'));
  const [query, setQuery] = useState('');
  const watchlist = useFollowingIdeas();
  const all = watchlist.data ?? [];
  const departments = useSubmitterDepartments(all.map((i) => i.submitterId));
  const items = filterWatched(all, query);
  const lng = i18n.language;
  const unfollow = useUnfollowIdea();
  const unwatch = (ideaId: string, title: string) =>
    unfollow.mutate(ideaId, {
      onSuccess: () => notifySuccess(t('watched.unfollowedText', { title }), t('watched.unfollowed')),
      onError: () => notifyError(t('watched.unfollowFailed')),
    });

  return (
    <Stack gap="md">
      <PageTitle
        right={
          <Button component={Link} to={paths.app.myPage.getHref()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
            {t('common.backToMyPage')}
          </Button>
        }
      >
        {t('watched.title')}
      </PageTitle>
      <TextInput
        label={t('watched.search')}
        placeholder={t('watched.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        type="search"
        maw={480}
      />
      {watchlist.isPending ? (
        <LoadingState label={t('watched.loading')} />
      ) : watchlist.isError ? (
        <ErrorState message={t('watched.error')} onRetry={() => void watchlist.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<IconEyeOff size={32} aria-hidden />}
          title={t('watched.empty')}
          description={query.trim() ? t('watched.emptySearch', { query: query.trim() }) : t('watched.emptyText')}
          action={
            <Button component={Link} to={paths.app.ideas.getHref()} variant="light">
              {t('common.browseIdeas')}
            </Button>
          }
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('watched.count', { count: items.length })}
          </Text>
          {items.map((idea) => (
            <Card key={idea.id} withBorder radius="md" padding="lg" component="article" aria-labelledby={`watched-${idea.id}`}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Group gap="sm">
                    <Anchor component={Link} to={paths.app.idea.getHref(idea.id)} fw={600} size="lg" id={`watched-${idea.id}`}>
                      {idea.title}
                    </Anchor>
                    <StatusBadge status={idea.status} />
                  </Group>
                  <Text size="sm">{idea.description}</Text>
                  <Group gap="lg" wrap="wrap">
                    <Meta label={t('watched.submitter')} value={idea.submitterName || t('common.unknown')} />
                    <Meta label={t('watched.department')} value={departments.get(idea.submitterId) ?? t('common.unknown')} />
                    <Meta label={t('watched.category')} value={idea.category ? categoryName(idea.category) : t('watched.noCategory')} />
                    <Meta label={t('watched.created')} value={formatDate(idea.createdAt, lng) || t('common.unknown')} />
                    <Meta label={t('watched.lastUpdated')} value={formatDate(idea.updatedAt, lng) || t('common.unknown')} />
                  </Group>
                </Stack>
                <Button
                  variant="outline"
                  color="gray"
                  size="xs"
                  leftSection={<IconEyeOff size={14} aria-hidden />}
                  loading={unfollow.isPending && unfollow.variables === idea.id}
                  onClick={() => unwatch(idea.id, idea.title)}
                  aria-label={t('watched.unwatchLabel', { title: idea.title })}
                >
                  {t('watched.unwatch')}
                </Button>
              </Group>
            </Card>
          ))}
        </>
      )}
    </Stack>
  );
}
