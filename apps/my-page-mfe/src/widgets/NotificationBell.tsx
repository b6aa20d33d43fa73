/** Exposed as `myPage/NotificationBell` (shell header). */
import { registerMyPageHeaderTranslations } from '../i18n/header';
import { NotificationBell } from '../features/notifications/components/NotificationBell';

registerMyPageHeaderTranslations();

export { NotificationBell };
export default NotificationBell;
