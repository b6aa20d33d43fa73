import { useState } from 'react';
import { usePageTitle, paths, Link } from '@idea-portal/platform';
import { EmptyState, ErrorState, ExportMenu, LoadingState, PageTitle, TablePager, UserAvatar, formatDateTime, pageCount, Anchor, Card, Group, Stack, Text } from '@idea-portal/ui';
import { activityExport } from '../api/export-activity';
import { ACTIVITY_PAGE_SIZE, useActivity } from '../api/get-activity';
import { useAdminTranslation } from '../../../i18n';
import { useActivityText } from '../../../shared/activity-text';

/** 'activity': the history entries across the tenant and the changes of people's functions (GET /admin/activity), paged. */
export function ActivityPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t('activity.title'));
  const describe = useActivityText();
  const [page, setPage] = useState(1);
  const stats = useActivity(page);
  return (
    <Stack gap="md">
      <div>
        <PageTitle right={<ExportMenu {...activityExport} />}>{t('activity.title')}</PageTitle>
        <Text c="dimmed">{t('activity.intro')}</Text>
      </div>
      {stats.isPending ? (
        <LoadingState label={t('activity.loading')} />
      ) : stats.isError && !stats.data ? (
        <ErrorState message={t('common.error')} onRetry={() => void stats.refetch()} />
      ) : stats.data.entries.length === 0 ? (
        <EmptyState title={t('activity.empty')} />
      ) : (
        <Card withBorder radius="md" padding="md">
          <Stack gap="md" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('activity.title')}>
            {stats.data.entries.map((a) => (
              <Group key={a.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
                <UserAvatar name={a.actorName} picture={a.actorPicture} size="md" />
                <div style={{ minWidth: 0 }}>
                  {a.ideaId ? (
                    <Anchor component={Link} to={paths.app.idea.getHref(a.ideaId)} fw={600}>
                      {a.ideaTitle}
                    </Anchor>
                  ) : a.entityType === 'tenant' ? (
                    // A change of a tenant setting (the time zone).
                    <Text fw={600}>{t('activity.tenant')}</Text>
                  ) : (
                    // A change of a person (their functions), not of an idea.
                    <Text fw={600}>{t('activity.person', { name: a.subjectName || t('common.unknown') })}</Text>
                  )}
                  <Text size="sm">
                    {describe(a)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('activity.by', { name: a.actorName || t('common.unknown') })} · {formatDateTime(a.createdAt, i18n.language)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
          {stats.data.total > ACTIVITY_PAGE_SIZE && (
            <TablePager page={page} pages={pageCount(stats.data.total, ACTIVITY_PAGE_SIZE)} onPage={setPage} />
          )}
        </Card>
      )}
    </Stack>
  );
}
