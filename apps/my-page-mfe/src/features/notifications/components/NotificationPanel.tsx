import type { NotificationItem } from '@idea-portal/contracts';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Box, Stack, Text } from '@idea-portal/ui';
import { NotificationRow } from './NotificationRow';
import { useMyPageHeaderTranslation } from '../../../i18n/header';

export interface NotificationPanelProps {
  query: { isPending: boolean; isError: boolean };
  items: NotificationItem[];
  isItemUnread: (item: NotificationItem) => boolean;
  onOpenItem: (item: NotificationItem) => void;
}

/** About twice what the panel's 24rem show at once. */
const FIRST_ROWS = 10;

/**
 * The bell panel's list (rows with one sentence per event kind): a chunk of its own
 * (./NotificationBell loads it once the page is idle, or when the bell is opened first), so the header of
 * every page carries only the bell, its count and the panel's frame.
 */
export default function NotificationPanel({ query, items, isItemUnread, onOpenItem }: NotificationPanelProps) {
  const { t } = useMyPageHeaderTranslation();
  // The panel opens with the rows its height shows; the rest (up to 50) render right after, at
  // low priority: at 4x CPU all 50 rows took about 200 ms before the panel could show.
  const rows = useDeferredValue(items, items.slice(0, FIRST_ROWS));
  const list = useRef<HTMLDivElement>(null);
  // Arrived after the panel opened (the focus went to 'View all' in the panel's frame): the focus moves to the first row, as when the rows were there at once.
  useEffect(() => {
    const dialog = list.current?.closest('[role="dialog"]');
    const active = document.activeElement;
    if (dialog && active && dialog.contains(active) && !list.current!.contains(active)) list.current!.querySelector<HTMLElement>('a[href]')?.focus();
  }, []);
  return (
    <>
      <Box ref={list} mah="24rem" style={{ overflow: 'auto' }}>
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
            {rows.map((item) => (
              <NotificationRow key={item.id} item={item} unread={isItemUnread(item)} onOpen={() => onOpenItem(item)} />
            ))}
          </Stack>
        )}
      </Box>
    </>
  );
}
