import { Badge, Group } from '@idea-portal/ui';
import { useTasks } from '../../../shared/api/tasks';
import { capCount } from '../../../shared/notifications/read-state';
import { useMyPageHeaderTranslation } from '../../../i18n/header';

/** Header badges next to "My Tasks": the open-task count (hidden at 0, "99+" above 99) and, in red, how many are overdue. */
export function TaskBadge() {
  const { t } = useMyPageHeaderTranslation();
  const tasks = useTasks();
  const count = tasks.data?.total ?? 0;
  const overdue = tasks.data?.overdue ?? 0;
  if (count <= 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" circle={count < 10} variant="filled" color="magenta" aria-label={t('tasks.badgeLabel', { count })} data-testid="task-badge">
        {capCount(count)}
      </Badge>
      {overdue > 0 && (
        <Badge size="sm" circle={overdue < 10} variant="filled" color="red.9" aria-label={t('tasks.overdueLabel', { count: overdue })} data-testid="task-overdue-badge">
          {capCount(overdue)}
        </Badge>
      )}
    </Group>
  );
}
