import type { NotificationItem } from '@idea-portal/contracts';
import { UserAvatar, formatDate, formatDateTime, useUiText, Box, Group, Text, UnstyledButton } from '@idea-portal/ui';
import { notificationSentence, statusLabel } from '@idea-portal/domain';
import { useMyPageHeaderTranslation } from '../../../i18n/header';
import { registerNotificationTexts } from '../../../i18n/notification-texts';
import classes from './NotificationRow.module.css';
import { paths, Link } from '@idea-portal/platform';

registerNotificationTexts();

/** One notification: actor avatar, idea title, what happened (one sentence per event kind), date and an unread dot. */
export function NotificationRow({ item, unread, onOpen }: { item: NotificationItem; unread: boolean; onOpen?: () => void }) {
  const { t, i18n } = useMyPageHeaderTranslation();
  const ui = useUiText();
  const label = (status: string) => (ui.has(`status.${status}`) ? ui.text(`status.${status}`) : statusLabel(status));
  const s = notificationSentence(item);
  const sentence = t(`notifications.sentence.${s.key}`, {
    actor: s.actor || t('common.unknown'),
    person: s.person || t('common.unknown'),
    status: s.status ? label(s.status) : '',
    text: s.text ?? '',
    day: s.day ? formatDate(s.day, i18n.language) : '',
  });
  return (
    <UnstyledButton
      component={Link}
      to={paths.app.idea.getHref(item.ideaId)}
      onClick={onOpen}
      className={classes.row}
      data-unread={unread || undefined}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <UserAvatar name={item.actorName} picture={item.actorPicture} size="md" />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" lineClamp={1}>
            {item.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {sentence}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.createdAt, i18n.language)}
          </Text>
        </Box>
        {unread && <span className={classes.dot} role="img" aria-label={t('notifications.unreadDot')} />}
      </Group>
    </UnstyledButton>
  );
}
