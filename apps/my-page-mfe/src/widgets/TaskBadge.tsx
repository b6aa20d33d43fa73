/** Exposed as `myPage/TaskBadge` (shell header, next to My Tasks). */
import { registerMyPageHeaderTranslations } from '../i18n/header';
import { TaskBadge } from '../features/tasks/components/TaskBadge';

registerMyPageHeaderTranslations();

export { TaskBadge };
export default TaskBadge;
