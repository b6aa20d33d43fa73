import { useState } from 'react';
import { Anchor, Button, Group, Progress, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AdminCategoryRow } from '@idea-portal/contracts';
import { notifyError, notifySuccess, usePageTitle, paths } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, formatDate, ConfirmDialog } from '@idea-portal/ui';
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

  return (
    <div>
      <PageTitle right={addButton}>{t('categories.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('categories.intro')}
      </Text>
      {categories.isPending ? (
        <LoadingState label={t('categories.loading')} />
      ) : categories.isError ? (
        <ErrorState message={t('common.error')} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState title={t('categories.empty')} description={t('categories.emptyText')} action={addButton} />
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="sm" aria-label={t('categories.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.columns.name')}</Table.Th>
                <Table.Th>{t('categories.columns.description')}</Table.Th>
                <Table.Th>{t('categories.columns.ideas')}</Table.Th>
                <Table.Th w="20%">{t('categories.columns.share')}</Table.Th>
                <Table.Th>{t('categories.columns.created')}</Table.Th>
                <Table.Th>{t('categories.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...categories.data]
                .sort((a, b) => b.ideaCount - a.ideaCount || a.name.localeCompare(b.name))
                .map((c) => {
                  const share = percent(c.ideaCount, total);
                  return (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.app.ideas.getHref({ category: c.name })} aria-label={t('categories.viewIdeas', { category: c.name })}>
                          {c.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{c.description ?? <Text span c="dimmed" size="sm">{t('common.none')}</Text>}</Table.Td>
                      <Table.Td>{c.ideaCount}</Table.Td>
                      <Table.Td>
                        <Progress value={share} aria-label={`${c.name} ${share} %`} />
                        <Text size="xs" c="dimmed">
                          {share} %
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(c.createdAt, i18n.language)}</Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
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
