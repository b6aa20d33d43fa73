/** Exposed as `myPage/TaskBadge` (shell header, next to My Tasks). */
import { registerMyPageTranslations } from '../i18n';
import { TaskBadge } from '../features/tasks/components/TaskBadge';

registerMyPageTranslations();

export { TaskBadge };
export default TaskBadge;
