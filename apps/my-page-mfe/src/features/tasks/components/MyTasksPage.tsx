import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle, paths } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, StatusBadge, formatDate } from '@idea-portal/ui';
import { useTasks } from '../../../shared/api/tasks';
import { useMyPageTranslation } from '../../../i18n';

/** /app/my-page/tasks: "tasks in ideas and reviews" relevant to the caller's role. */
export function MyTasksPage() {
  const { t, i18n } = useMyPageTranslation();
  usePageTitle(t('tasks.title'));
  const tasks = useTasks();
  return (
    <div>
      <PageTitle>{t('tasks.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('tasks.subtitle')}
        {tasks.data ? ` · ${t('tasks.total', { count: tasks.data.total })}` : ''}
      </Text>
      {tasks.isPending ? (
        <LoadingState label={t('tasks.loading')} />
      ) : tasks.isError ? (
        <ErrorState message={t('tasks.error')} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.tasks.length === 0 ? (
        <EmptyState title={t('tasks.empty')} description={t('tasks.emptyText')} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('tasks.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tasks.columns.title')}</Table.Th>
                <Table.Th>{t('tasks.columns.status')}</Table.Th>
                <Table.Th>{t('tasks.columns.submitter')}</Table.Th>
                <Table.Th>{t('tasks.columns.updated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.data.tasks.map((task) => (
                <Table.Tr key={task.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.app.idea.getHref(task.id)} fw={600}>
                      {task.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={task.status} />
                  </Table.Td>
                  <Table.Td>{task.submitterName || t('common.unknown')}</Table.Td>
                  <Table.Td>{formatDate(task.updatedAt, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
