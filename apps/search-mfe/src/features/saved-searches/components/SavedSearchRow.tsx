import { ActionIcon, Anchor, Checkbox, Group, Paper, Stack, Switch, Text, Tooltip } from '@idea-portal/ui';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from '@idea-portal/platform';
import type { SavedSearch } from '@idea-portal/contracts';
import { useSearchTranslation } from '../../../i18n';
import { runHref } from '../lib/run-href';
import { queryParts } from '../lib/describe-query';

export type RowAction = 'up' | 'down' | 'rename' | 'delete';

interface SavedSearchRowProps {
  item: SavedSearch;
  first: boolean;
  last: boolean;
  busy: boolean;
  onAction: (action: RowAction) => void;
  onSubscribe: (change: { subscribed?: boolean; emailDigest?: boolean }) => void;
}

/** One saved search: run it (link), move it up/down, rename, delete, and its notification choices. */
export function SavedSearchRow({ item, first, last, busy, onAction, onSubscribe }: SavedSearchRowProps) {
  const { t } = useSearchTranslation();
  const parts = queryParts(item.query);
  const summary =
    [
      parts.text !== null && t('saved.summaryText', { q: parts.text }),
      parts.filters > 0 && t('saved.summaryFilters', { count: parts.filters }),
      parts.sort !== null && t(`saved.sort.${parts.sort}`),
    ]
      .filter(Boolean)
      .join(' · ') || t('saved.summaryAll');
  const action = (kind: RowAction, label: string, icon: React.ReactNode, disabled = false, color?: string) => (
    <Tooltip label={label}>
      <ActionIcon id={`saved-${kind}-${item.id}`} variant="subtle" color={color} aria-label={label} onClick={() => onAction(kind)} disabled={disabled || busy}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={item.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={runHref(item.query)} fw={600} truncate>
            {item.name}
          </Anchor>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {summary}
          </Text>
          <Group gap="md" mt={4}>
            <Switch
              size="sm"
              label={t('saved.subscribe')}
              checked={item.subscribed}
              disabled={busy}
              onChange={(e) => onSubscribe({ subscribed: e.currentTarget.checked })}
            />
            <Checkbox
              size="sm"
              label={t('saved.emailDigest')}
              checked={item.emailDigest}
              disabled={busy || !item.subscribed}
              onChange={(e) => onSubscribe({ emailDigest: e.currentTarget.checked })}
            />
          </Group>
        </Stack>
        <Group gap={2} wrap="nowrap">
          {action('up', t('saved.moveUp', { name: item.name }), <IconArrowUp size={16} aria-hidden />, first)}
          {action('down', t('saved.moveDown', { name: item.name }), <IconArrowDown size={16} aria-hidden />, last)}
          {action('rename', t('saved.rename', { name: item.name }), <IconPencil size={16} aria-hidden />)}
          {action('delete', t('saved.delete', { name: item.name }), <IconTrash size={16} aria-hidden />, false, 'red')}
        </Group>
      </Group>
    </Paper>
  );
}
