import { IconArrowRight } from '@tabler/icons-react';
import { historyValueKind, type HistoryEntry } from '@idea-portal/contracts';
import { useCategoryName } from '@idea-portal/platform';
import { EmptyState, LoadingState, StatusBadge, UserAvatar, formatDateTime, Group, Text, Timeline } from '@idea-portal/ui';
import { useIdeaHistory } from '../api/get-idea-history';
import { registerIdeasHistoryTranslations, useIdeasHistoryTranslation } from '../../../i18n/history';
import { registerIdeasPartTexts } from '../../../i18n';
import { historyEn } from '../../../i18n/history.en';

registerIdeasHistoryTranslations();
registerIdeasPartTexts(historyEn);

function Value({ entry, value }: { entry: HistoryEntry; value: string | null }) {
  const { t } = useIdeasHistoryTranslation();
  const categoryName = useCategoryName();
  if (value === null || value === '') return <Text span c="dimmed" size="sm">{t('history.none')}</Text>;
  const kind = historyValueKind(entry.fieldName);
  if (kind === 'status') return <StatusBadge status={value} size="sm" />;
  return (
    <Text span size="sm" fw={500}>
      {kind === 'category' ? categoryName(value) : value}
    </Text>
  );
}

export function HistoryTab({ ideaId }: { ideaId: string }) {
  const { t, i18n } = useIdeasHistoryTranslation();
  const history = useIdeaHistory(ideaId);
  if (history.isPending) return <LoadingState label={t('history.loading')} />;
  const entries = history.data ?? [];
  if (entries.length === 0) return <EmptyState title={t('history.empty')} />;
  return (
    <Timeline bulletSize={32} lineWidth={2} aria-label={t('history.title')}>
      {entries.map((entry) => {
        const field = t(`history.fields.${entry.fieldName}`, { defaultValue: entry.fieldName });
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<UserAvatar name={entry.actorName} picture={entry.actorPicture} size={28} />}
            title={
              <Text fw={600} size="sm">
                {t('history.changed', { field })}
              </Text>
            }
          >
            <Group gap="xs" mt={4} wrap="wrap">
              <Value entry={entry} value={entry.oldValue} />
              <IconArrowRight size={14} aria-label="->" />
              <Value entry={entry} value={entry.newValue} />
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {t('history.by', { name: entry.actorName || t('common.unknown') })} · {formatDateTime(entry.createdAt, i18n.language)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
