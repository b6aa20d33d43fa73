import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Badge, Box, Button, Divider, Group, Indicator, Popover, Text, lazyComponent } from '@idea-portal/ui';
import { paths, Link } from '@idea-portal/platform';
import { IconBell } from '@tabler/icons-react';
import { capCount, useNotifications } from '../../../shared/notifications/read-state';
import { useMyPageHeaderTranslation } from '../../../i18n/header';

/** The panel's rows and their sentences: a chunk of their own, fetched once the page is idle (or when the bell is opened first), not with every page. */
const NotificationPanel = lazyComponent(() => import(/* webpackChunkName: "notification-panel" */ './NotificationPanel').then((m) => m.default));

export const PANEL_WIDTH = 420;

/**
 * The header bell: unread badge (99+ cap) and a 420px panel (at most the screen's width; its rows load when wanted, ./NotificationPanel). Opening a notification marks it
 * read, closing the panel after it was opened marks all read (on the server: every device of the
 * person); a mousedown outside closes it, except on the bell.
 */
export function NotificationBell() {
  const { t } = useMyPageHeaderTranslation();
  const [opened, setOpened] = useState(false);
  const { query, items, unread, markAll, markOne, isItemUnread } = useNotifications();
  const wasOpened = useRef(false);
  // The rows' code once the page is idle: a click then opens the panel without waiting for it.
  useEffect(() => void (window.requestIdleCallback ?? setTimeout)(() => void NotificationPanel.preload()), []);

  const setOpen = (next: boolean) => {
    if (next) wasOpened.current = true;
    else if (wasOpened.current) {
      wasOpened.current = false;
      markAll();
    }
    setOpened(next);
  };

  const bellLabel = unread > 0 ? t('notifications.bellLabelUnread', { count: unread }) : t('notifications.bellLabel');
  return (
    <Popover
      opened={opened}
      onChange={setOpen}
      width={PANEL_WIDTH}
      position="bottom-end"
      shadow="md"
      withArrow
      // Keyboard: opening moves the focus to the first row (Tab stays in the panel), Escape closes
      // it and the focus returns to the bell. Not in a portal: the panel follows the bell in the
      // page, so a screen reader reads its rows right after it.
      trapFocus
      returnFocus
      withinPortal={false}
      clickOutsideEvents={['mousedown', 'touchstart']}
      // 420 px, and never wider than a phone's screen.
      styles={{ dropdown: { maxWidth: 'calc(100vw - 16px)' } }}
    >
      {/* The target is the button itself: the popover's aria-expanded belongs on it, not on the indicator's wrapper. */}
      <Indicator
        label={capCount(unread)}
        size={18}
        offset={4}
        disabled={unread === 0}
        color="magenta"
        inline
        styles={{ indicator: { fontSize: 10, fontWeight: 700, paddingInline: 4 } }}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpen(!opened)}
            data-testid="notification-bell"
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} role="dialog" aria-labelledby="notification-panel-title">
        <Group justify="space-between" px="md" py="sm">
          <Text fw={700} id="notification-panel-title">
            {t('notifications.panelTitle')}
          </Text>
          {unread > 0 && (
            <Badge color="magenta" variant="light">
              {t('notifications.unread', { count: unread })}
            </Badge>
          )}
        </Group>
        <Divider />
        <NotificationPanel
          query={query}
          items={items}
          isItemUnread={isItemUnread}
          onOpenItem={(item) => {
            markOne(item);
            setOpen(false);
          }}
        />
        <Divider />
        {/* Here, not in the lazy list: the panel always has something to take the focus while its rows load. */}
        <Box p="xs">
          <Button component={Link} to={paths.app.notifications.getHref()} variant="subtle" fullWidth onClick={() => setOpen(false)}>
            {t('notifications.viewAll')}
          </Button>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
