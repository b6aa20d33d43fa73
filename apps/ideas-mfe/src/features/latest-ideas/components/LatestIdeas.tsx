import { IconArrowRight } from '@tabler/icons-react';
import { ErrorState, StatusBadge, TITLE_COLOR, formatDate, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@idea-portal/ui';
import { useLatestIdeas } from '../api/get-latest-ideas';
import { useIdeasTranslation } from '../../../i18n';
import { paths, Link } from '@idea-portal/platform';

/** Home-page widget: the latest ideas of the last weeks with a "View more" link to the list. */
export function LatestIdeas() {
  const { t, i18n } = useIdeasTranslation();
  const query = useLatestIdeas();
  return (
    <Stack gap="md" component="section" aria-labelledby="latest-ideas-title">
      <Title order={2} id="latest-ideas-title" c={TITLE_COLOR}>
        {t('latest.title')}
      </Title>
      {query.isPending ? (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text c="dimmed">{t('latest.loading')}</Text>
        </Group>
      ) : query.isError ? (
        <ErrorState message={t('latest.error')} onRetry={() => void query.refetch()} />
      ) : query.data.ideas.length === 0 ? (
        <Text c="dimmed">{t('latest.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {query.data.ideas.map((idea) => (
            <Card key={idea.id} withBorder radius="md" padding="md">
              <Stack gap={6} h="100%">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Anchor component={Link} to={paths.app.idea.getHref(idea.id)} fw={600} lineClamp={2}>
                    {idea.title}
                  </Anchor>
                  <StatusBadge status={idea.status} size="sm" style={{ flexShrink: 0 }} />
                </Group>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {idea.description}
                </Text>
                <Text size="xs" c="dimmed" mt="auto">
                  {t('latest.by', { name: idea.submitterName })} · {formatDate(idea.createdAt, i18n.language)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Group>
        <Button component={Link} to={paths.app.ideas.getHref()} variant="light" rightSection={<IconArrowRight size={16} aria-hidden />}>
          {t('latest.viewMore')}
        </Button>
      </Group>
    </Stack>
  );
}
