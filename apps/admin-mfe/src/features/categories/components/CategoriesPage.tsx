import { useState } from 'react';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminCategoryRow } from '@idea-portal/contracts';
import { usePageTitle, paths, Link } from '@idea-portal/platform';
import { ConfirmDialog, DataTable, EmptyState, PageTitle, QueryState, formatDate, isEmptyList, type DataTableColumn, Anchor, Button, Group, Progress, Text, notifyError, notifySuccess } from '@idea-portal/ui';
import { percent } from '../../../shared/api/admin-data';
import { adminErrorMessage, errorCode } from '../../../shared/api/errors';
import { useAdminCategories, useDeleteCategory } from '../api/get-categories';
import { CategoryFormModal } from './CategoryFormModal';
import { useAdminTranslation } from '../../../i18n';

/** 'categories': the tenant's categories with their idea counts; add, rename, delete (confirmed). */
export function CategoriesPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t('categories.title'));
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<AdminCategoryRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryRow | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const total = (categories.data ?? []).reduce((n, c) => n + c.ideaCount, 0);

  const askDelete = (c: AdminCategoryRow) => {
    remove.reset();
    setDeleteError(null);
    setDeleting(c);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(t('categories.deleted', { name: deleting.name }));
      setDeleting(null);
    } catch (error) {
      const message =
        errorCode(error) === 'CATEGORY_IN_USE'
          ? t('categories.inUse', { name: deleting.name, count: deleting.ideaCount })
          : adminErrorMessage(error, t);
      setDeleteError(message);
      notifyError(message, t('categories.deleteFailed'));
    }
  };

  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t('categories.add')}
    </Button>
  );

  const columns: DataTableColumn<AdminCategoryRow>[] = [
    {
      id: 'name',
      header: t('categories.columns.name'),
      cell: (c) => (
        <Anchor component={Link} to={paths.app.ideas.getHref({ category: c.name })} aria-label={t('categories.viewIdeas', { category: c.name })}>
          {c.name}
        </Anchor>
      ),
    },
    { id: 'nameDe', header: t('categories.columns.nameDe'), cell: (c) => (c.nameDe ? <span lang="de">{c.nameDe}</span> : <Text span c="dimmed" size="sm">{t('common.none')}</Text>) },
    { id: 'description', header: t('categories.columns.description'), cell: (c) => c.description ?? <Text span c="dimmed" size="sm">{t('common.none')}</Text> },
    { id: 'ideas', header: t('categories.columns.ideas'), cell: (c) => c.ideaCount },
    {
      id: 'share',
      header: t('categories.columns.share'),
      width: '20%',
      cell: (c) => {
        const share = percent(c.ideaCount, total);
        return (
          <>
            <Progress value={share} aria-label={`${c.name} ${share} %`} />
            <Text size="xs" c="dimmed">
              {share} %
            </Text>
          </>
        );
      },
    },
    { id: 'created', header: t('categories.columns.created'), cell: (c) => formatDate(c.createdAt, i18n.language) },
    {
      id: 'actions',
      header: t('categories.columns.actions'),
      cell: (c) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPencil size={12} aria-hidden />}
            onClick={() => setEditing(c)}
            aria-label={t('categories.renameLabel', { name: c.name })}
          >
            {t('categories.rename')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={12} aria-hidden />}
            onClick={() => askDelete(c)}
            aria-label={t('categories.deleteLabel', { name: c.name })}
          >
            {t('categories.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <div>
      <PageTitle right={addButton}>{t('categories.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('categories.intro')}
      </Text>
      <QueryState
        query={categories}
        loadingLabel={t('categories.loading')}
        errorMessage={t('common.error')}
        isEmpty={isEmptyList}
        empty={<EmptyState title={t('categories.empty')} description={t('categories.emptyText')} action={addButton} />}
      >
        {(rows) => (
          <DataTable
            rows={[...rows].sort((a, b) => b.ideaCount - a.ideaCount || a.name.localeCompare(b.name))}
            columns={columns}
            rowKey={(c) => c.id}
            label={t('categories.title')}
            minWidth={820}
            striped={false}
            highlightOnHover={false}
          />
        )}
      </QueryState>
      {editing && <CategoryFormModal key={editing === 'new' ? 'new' : editing.id} category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        focus="confirm"
        opened={!!deleting}
        title={t('categories.deleteTitle')}
        message={
          deleting
            ? deleting.ideaCount > 0
              ? t('categories.confirmDeleteUsed', { name: deleting.name, count: deleting.ideaCount })
              : t('categories.confirmDelete', { name: deleting.name })
            : ''
        }
        confirmLabel={t('categories.delete')}
        loading={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
