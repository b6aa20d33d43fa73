import type { NotificationItem } from '@idea-portal/contracts';
import { useEffect, useRef } from 'react';
import { Box, Button, Divider, Stack, Text } from '@idea-portal/ui';
import { paths, Link } from '@idea-portal/platform';
import { NotificationRow } from './NotificationRow';
import { useMyPageHeaderTranslation } from '../../../i18n/header';

export interface NotificationPanelProps {
  query: { isPending: boolean; isError: boolean };
  items: NotificationItem[];
  isItemUnread: (item: NotificationItem) => boolean;
  onOpenItem: (item: NotificationItem) => void;
  onClose: () => void;
}

/**
 * The bell panel's list (rows with one sentence per event kind) and its link to all
 * notifications: a chunk of its own (./NotificationBell loads it when the bell is pointed at,
 * focused or opened), so the header of every page carries only the bell and its count.
 */
export default function NotificationPanel({ query, items, isItemUnread, onOpenItem, onClose }: NotificationPanelProps) {
  const { t } = useMyPageHeaderTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Loaded after the panel opened: the focus goes to the first row (or link), as when it was there at once.
  useEffect(() => {
    const dialog = ref.current?.closest('[role="dialog"]');
    if (dialog && !dialog.contains(document.activeElement)) ref.current?.querySelector<HTMLElement>('a[href], button')?.focus();
  }, []);
  return (
    <div ref={ref}>
      <Box mah="24rem" style={{ overflow: 'auto' }}>
        {query.isPending ? (
          <Text c="dimmed" ta="center" py="lg" role="status">
            {t('notifications.loading')}
          </Text>
        ) : query.isError ? (
          <Text c="red" ta="center" py="lg" role="alert">
            {t('notifications.error')}
          </Text>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {t('notifications.empty')}
          </Text>
        ) : (
          <Stack gap={2} p={4}>
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} unread={isItemUnread(item)} onOpen={() => onOpenItem(item)} />
            ))}
          </Stack>
        )}
      </Box>
      <Divider />
      <Box p="xs">
        <Button component={Link} to={paths.app.notifications.getHref()} variant="subtle" fullWidth onClick={onClose}>
          {t('notifications.viewAll')}
        </Button>
      </Box>
    </div>
  );
}
