import { IconPlus } from '@tabler/icons-react';
import { paths, useCanCreateIdeas, usePageTitle, Link } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, StatusBadge, TITLE_COLOR, formatDate, Anchor, Badge, Button, Card, Center, Group, Stack, Text, Title } from '@idea-portal/ui';
import { uniqueByIdeaId, useMyIdeas } from '../api/get-my-ideas';
import { useMyPageTranslation } from '../../../i18n';

/** /app/my-ideas per spec: loading and error texts, heading with count, "Load More Ideas". */
export function MyIdeasPage() {
  const { t, i18n } = useMyPageTranslation();
  const canCreate = useCanCreateIdeas();
  usePageTitle(t('myIdeas.title'));
  const query = useMyIdeas();
  const ideas = uniqueByIdeaId(query.data?.pages.flatMap((p) => p.ideas) ?? []);

  if (query.isPending) return <LoadingState label={t('myIdeas.loading')} />;
  if (query.isError && ideas.length === 0) return <ErrorState message={t('myIdeas.error')} onRetry={() => void query.refetch()} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1} c={TITLE_COLOR}>
            {t('myIdeas.title')}
          </Title>
          <Badge size="lg" variant="light" aria-label={String(ideas.length)}>
            {ideas.length}
          </Badge>
        </Group>
        {canCreate && (
          <Button component={Link} to={paths.app.newIdea.getHref()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('myIdeas.newIdea')}
          </Button>
        )}
      </Group>
      <Text c="dimmed">{t('myIdeas.intro')}</Text>
      {ideas.length === 0 ? (
        <EmptyState title={t('myIdeas.empty')} description={t('myIdeas.emptyText')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('myIdeas.title')}>
          {ideas.map((idea) => (
            <Card key={idea.IdeaId} withBorder radius="md" padding="md" component="li">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Anchor component={Link} to={paths.app.idea.getHref(idea.IdeaId)} fw={600}>
                    {idea.Title}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('myIdeas.created', { date: formatDate(idea.CreatedAt, i18n.language) })}
                  </Text>
                </div>
                <StatusBadge status={idea.Status} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {query.isFetchNextPageError && <ErrorState message={t('myIdeas.error')} />}
      {query.hasNextPage && (
        <Center>
          <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('myIdeas.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
