import { i18n, usePageTitle, paths, Link } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, StatusBadge, formatDate, Anchor, Badge, Group, Table, Text } from '@idea-portal/ui';
import type { WorkflowTask } from '@idea-portal/contracts';
import { useTasks } from '../../../shared/api/tasks';
import { useMyPageTranslation } from '../../../i18n';

/** Where a task is done: an open question in the Inquiry tab, a revision request on the Details tab (the idea's first), every other step in the Process tab. */
function taskHref(task: WorkflowTask) {
  const idea = paths.app.idea.getHref(task.id);
  if (task.kind === 'answerRevisionRequest' || task.kind === 'decideAppeal' || task.escalatedKind === 'answerRevisionRequest') return idea;
  if (task.escalatedKind === 'answerInquiry') return `${idea}?tab=inquiry`;
  return `${idea}?tab=${task.kind === 'answerInquiry' ? 'inquiry' : 'process'}`;
}

const DUE_COLORS = { dueSoon: 'orange', overdue: 'red' } as const;

// The first date formatted builds the locale's formatter: 15-40 ms at 1x CPU, over 100 ms at 4x
// (tools/bench/interaction-latency.ts). Built when this code arrives (fetched when the dashboard
// is idle, for someone with tasks), not in the click that opens the page.
formatDate(0, i18n.language);

/** The due date, marked when it is near (due soon) or past (overdue), the mark under the date (a narrow column). */
function DueCell({ task, lang }: { task: WorkflowTask; lang: string }) {
  const { t } = useMyPageTranslation();
  return (
    <Group gap={4} wrap="wrap" maw={96}>
      <span>{formatDate(task.dueDate, lang)}</span>
      {task.dueState !== 'open' && (
        <Badge size="sm" variant="light" color={DUE_COLORS[task.dueState]} data-testid={`due-${task.dueState}`}>
          {t(`tasks.dueStates.${task.dueState}`)}
        </Badge>
      )}
    </Group>
  );
}

/**
 * /app/my-page/tasks: one row per pending workflow action of the caller (what to do; when it is
 * due and whether it is due soon or overdue, beside the task so a phone shows it without scrolling
 * the table sideways; the idea, since when, the follow-up date of a postponed review), overdue
 * first (the server's order), then most recently updated.
 */
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
        {tasks.data?.overdue ? ` · ${t('tasks.overdue', { count: tasks.data.overdue })}` : ''}
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
                <Table.Th>{t('tasks.columns.kind')}</Table.Th>
                <Table.Th>{t('tasks.columns.due')}</Table.Th>
                <Table.Th>{t('tasks.columns.title')}</Table.Th>
                <Table.Th>{t('tasks.columns.status')}</Table.Th>
                <Table.Th>{t('tasks.columns.submitter')}</Table.Th>
                <Table.Th>{t('tasks.columns.since')}</Table.Th>
                <Table.Th>{t('tasks.columns.followUp')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tasks.data.tasks.map((task) => (
                <Table.Tr key={task.taskId} data-due-state={task.dueState}>
                  <Table.Td>
                    {t(`tasks.kinds.${task.kind}`)}
                    {task.escalatedKind && (
                      <Text size="xs" c="dimmed">
                        {t('tasks.escalatedKind', { kind: t(`tasks.kinds.${task.escalatedKind}`) })}
                      </Text>
                    )}
                    {task.forPerson && (
                      <Badge size="sm" variant="light" color="grape" display="block" mt={4} data-testid="task-for-person">
                        {t('tasks.forPerson', { name: task.forPerson.name })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <DueCell task={task} lang={i18n.language} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={taskHref(task)} fw={600}>
                      {task.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={task.status} />
                  </Table.Td>
                  <Table.Td>{task.submitterName || t('common.unknown')}</Table.Td>
                  <Table.Td>{formatDate(task.since, i18n.language)}</Table.Td>
                  <Table.Td>{task.followUpDate ? formatDate(task.followUpDate, i18n.language) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
