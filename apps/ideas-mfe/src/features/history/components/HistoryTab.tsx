import { IconArrowRight } from '@tabler/icons-react';
import { historyChangeKind, historyValueKind, workflowValueText, type HistoryChangeKind, type HistoryEntry } from '@idea-portal/contracts';
import { useCategoryName } from '@idea-portal/platform';
import { EmptyState, LoadingState, StatusBadge, UserAvatar, formatDate, formatDateTime, Group, Text, Timeline } from '@idea-portal/ui';
import { useIdeaHistory } from '../api/get-idea-history';
import { registerIdeasHistoryTranslations, useIdeasHistoryTranslation } from '../../../i18n/history';
import { registerIdeasPartTexts } from '../../../i18n';
import { historyEn } from '../../../i18n/history.en';

registerIdeasHistoryTranslations();
registerIdeasPartTexts(historyEn);

function Value({ entry, value, removed = false }: { entry: HistoryEntry; value: string | null; removed?: boolean }) {
  const { t, i18n } = useIdeasHistoryTranslation();
  const categoryName = useCategoryName();
  if (value === null || value === '') return <Text span c="dimmed" size="sm">{t('history.none')}</Text>;
  const kind = historyValueKind(entry.fieldName);
  if (kind === 'status') return <StatusBadge status={value} size="sm" />;
  const text =
    kind === 'category'
      ? categoryName(value)
      : kind === 'date'
        ? formatDate(value, i18n.language)
        : kind === 'choice'
          ? workflowValueText(entry.fieldName, value, (vocabulary, v) => t(`history.values.${vocabulary}.${v}`, { defaultValue: v }))
          : value;
  return (
    <Text span size="sm" fw={500} td={removed ? 'line-through' : undefined}>
      {text}
    </Text>
  );
}

type HistoryT = ReturnType<typeof useIdeasHistoryTranslation>['t'];

/** "Idea created", the field's label where a value was set or for an event ("Comment removed"), "… removed" or "… changed". */
function changeTitle(t: HistoryT, entry: HistoryEntry, kind: HistoryChangeKind) {
  if (kind === 'created') return t('history.created');
  const field = t(`history.fields.${entry.fieldName}`, { defaultValue: entry.fieldName });
  if (kind === 'set' || kind === 'event') return field;
  return kind === 'removed' ? t('history.removed', { field }) : t('history.changed', { field });
}

/** The values: old → new where changed, the old one (struck through) where removed, none for an event, else the new one. */
function ChangeValues({ entry, kind }: { entry: HistoryEntry; kind: HistoryChangeKind }) {
  if (kind === 'event') return null;
  if (kind === 'removed') return <Value entry={entry} value={entry.oldValue} removed />;
  if (kind !== 'changed') return <Value entry={entry} value={entry.newValue} />;
  return (
    <>
      <Value entry={entry} value={entry.oldValue} />
      <IconArrowRight size={14} aria-label="->" />
      <Value entry={entry} value={entry.newValue} />
    </>
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
        const kind = historyChangeKind(entry);
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<UserAvatar name={entry.actorName} picture={entry.actorPicture} size={28} />}
            title={
              <Text fw={600} size="sm">
                {changeTitle(t, entry, kind)}
              </Text>
            }
          >
            <Group gap="xs" mt={4} wrap="wrap">
              <ChangeValues entry={entry} kind={kind} />
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              {entry.actedForName
                ? t('history.byFor', { name: entry.actorName || t('common.unknown'), person: entry.actedForName })
                : t('history.by', { name: entry.actorName || t('common.unknown') })}{' '}
              · {formatDateTime(entry.createdAt, i18n.language)}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
