import { Badge } from '@idea-portal/ui';
import { useTasks } from '../../../shared/api/tasks';
import { capCount } from '../../../shared/notifications/read-state';
import { useMyPageHeaderTranslation } from '../../../i18n/header';

/** Header badge next to "My Tasks": the open-task count, hidden at 0, "99+" above 99. */
export function TaskBadge() {
  const { t } = useMyPageHeaderTranslation();
  const tasks = useTasks();
  const count = tasks.data?.total ?? 0;
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} variant="filled" color="magenta" aria-label={t('tasks.badgeLabel', { count })} data-testid="task-badge">
      {capCount(count)}
    </Badge>
  );
}
