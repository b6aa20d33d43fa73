import { IconChecks } from '@tabler/icons-react';
import { usePageTitle } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, Badge, Button, Card, Group, Stack, Text } from '@idea-portal/ui';
import { useNotifications } from '../../../shared/notifications/read-state';
import { NotificationRow } from './NotificationRow';
import { useMyPageTranslation } from '../../../i18n';

/** /app/notifications: the full list with the read state and "mark all as read". */
export function NotificationsPage() {
  const { t } = useMyPageTranslation();
  usePageTitle(t('notifications.title'));
  const { query, items, unread, markAll, markOne, isItemUnread } = useNotifications();
  return (
    <Stack gap="md" maw={760}>
      <PageTitle
        right={
          unread > 0 && (
            <Button variant="light" leftSection={<IconChecks size={16} aria-hidden />} onClick={markAll}>
              {t('notifications.markAllRead')}
            </Button>
          )
        }
      >
        {t('notifications.title')}
      </PageTitle>
      <Group gap="sm">
        <Text c="dimmed">{t('notifications.pageIntro')}</Text>
        {unread > 0 && (
          <Badge color="magenta" variant="light">
            {t('notifications.unread', { count: unread })}
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <LoadingState label={t('notifications.loading')} />
      ) : query.isError ? (
        <ErrorState message={t('notifications.error')} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('notifications.empty')} />
      ) : (
        <Card withBorder radius="md" padding={4}>
          <Stack gap={2}>
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} unread={isItemUnread(item)} onOpen={() => markOne(item)} />
            ))}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
