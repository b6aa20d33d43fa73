import { useState } from 'react';
import { IDEA_STATUSES, type IdeaStatus, type IdeaSummary } from '@idea-portal/contracts';
import { usePageTitle, paths, Link, useSearchParams, useCategoryName } from '@idea-portal/platform';
import { DataTable, EmptyState, PageTitle, QueryState, StatusBadge, formatDate, loadMoreOf, useUiText, type DataTableColumn, Anchor, Group, Select, Text } from '@idea-portal/ui';
import { useTenantIdeas } from '../api/get-tenant-ideas';
import { useUnits } from '../../../shared/api/admin-data';
import { useAdminTranslation } from '../../../i18n';

/** 'ideas': a tenant-wide ideas table, by status and organisation (`?unit=`, from Organization Management). */
export function AdminIdeasPage() {
  const { t, i18n } = useAdminTranslation();
  const categoryName = useCategoryName();
  const ui = useUiText();
  usePageTitle(t('ideas.title'));
  const [status, setStatus] = useState<IdeaStatus | null>(null);
  const units = useUnits();
  const [params, setParams] = useSearchParams();
  const unit = params.get('unit');
  const setUnit = (next: string | null) =>
    setParams(
      (p) => {
        if (next) p.set('unit', next);
        else p.delete('unit');
        return p;
      },
      { replace: true },
    );
  const query = useTenantIdeas(status, unit);
  const lng = i18n.language;
  const columns: DataTableColumn<IdeaSummary>[] = [
    {
      id: 'title',
      header: t('ideas.columns.title'),
      cell: (i) => (
        <Anchor component={Link} to={paths.app.idea.getHref(i.id)} fw={600}>
          {i.title}
        </Anchor>
      ),
    },
    { id: 'status', header: t('ideas.columns.status'), cell: (i) => <StatusBadge status={i.status} size="sm" /> },
    { id: 'category', header: t('ideas.columns.category'), cell: (i) => (i.category ? categoryName(i.category) : t('common.noCategory')) },
    { id: 'submitter', header: t('ideas.columns.submitter'), cell: (i) => i.submitterName || t('common.unknown') },
    { id: 'created', header: t('ideas.columns.created'), cell: (i) => formatDate(i.createdAt, lng) },
    { id: 'updated', header: t('ideas.columns.updated'), cell: (i) => formatDate(i.updatedAt, lng) },
    { id: 'views', header: t('ideas.columns.views'), align: 'right', cell: (i) => i.views },
    { id: 'likes', header: t('ideas.columns.likes'), align: 'right', cell: (i) => i.likes },
  ];
  return (
    <div>
      <PageTitle>{t('ideas.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('ideas.intro')}
      </Text>
      <Group mb="md" align="flex-end">
        <Select
          label={t('ideas.status')}
          placeholder={t('ideas.allStatuses')}
          data={IDEA_STATUSES.map((s) => ({ value: s, label: ui.text(`status.${s}`) }))}
          value={status}
          onChange={(v) => setStatus(v as IdeaStatus | null)}
          clearable
          w={240}
        />
        <Select
          label={t('ideas.organization')}
          placeholder={t('ideas.allOrganizations')}
          // Until the units arrive, the filter still names the unit from the address.
          data={units.data?.map((u) => ({ value: u.id, label: u.name })) ?? (unit ? [{ value: unit, label: unit }] : [])}
          value={unit}
          onChange={setUnit}
          clearable
          w={280}
        />
      </Group>
      <QueryState
        query={query}
        loadingLabel={t('ideas.loading')}
        errorMessage={t('common.error')}
        isEmpty={(data) => data.pages.every((p) => p.ideas.length === 0)}
        empty={<EmptyState title={t('ideas.empty')} />}
      >
        {(data) => (
          <DataTable
            rows={data.pages.flatMap((p) => p.ideas)}
            columns={columns}
            rowKey={(i) => i.id}
            label={t('ideas.title')}
            minWidth={900}
            loadMore={loadMoreOf(query)}
          />
        )}
      </QueryState>
    </div>
  );
}
