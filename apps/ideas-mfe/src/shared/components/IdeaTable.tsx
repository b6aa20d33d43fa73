import type { ReactNode } from 'react';
import type { IdeaSummary } from '@idea-portal/contracts';
import { paths, Link, useCategoryName } from '@idea-portal/platform';
import { DataTable, StatusBadge, formatDate, type DataTableColumn, type LoadMoreProps, Anchor, Text } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../i18n';
import { listEn } from '../../i18n/list.en';

registerIdeasPartTexts(listEn);

/** Ideas as a table: title links to the detail page. Shared by the ideas list and discussions. */
export function IdeaTable({ ideas, caption, summary, loadMore }: { ideas: IdeaSummary[]; caption: string; summary?: ReactNode; loadMore?: LoadMoreProps }) {
  const { t, i18n } = useIdeasTranslation();
  const categoryName = useCategoryName();
  const columns: DataTableColumn<IdeaSummary>[] = [
    {
      id: 'title',
      header: t('list.columns.title'),
      cell: (idea) => (
        <>
          <Anchor component={Link} to={paths.app.idea.getHref(idea.id)} fw={600}>
            {idea.title}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {idea.description}
          </Text>
        </>
      ),
    },
    { id: 'status', header: t('list.columns.status'), cell: (idea) => <StatusBadge status={idea.status} /> },
    { id: 'category', header: t('list.columns.category'), cell: (idea) => (idea.category ? categoryName(idea.category) : <Text c="dimmed" size="sm">{t('common.noCategory')}</Text>) },
    { id: 'submitter', header: t('list.columns.submitter'), cell: (idea) => idea.submitterName || t('common.unknown') },
    { id: 'updated', header: t('list.columns.updated'), cell: (idea) => formatDate(idea.updatedAt, i18n.language) },
  ];
  return <DataTable rows={ideas} columns={columns} rowKey={(idea) => idea.id} label={caption} minWidth={640} summary={summary} loadMore={loadMore} />;
}
