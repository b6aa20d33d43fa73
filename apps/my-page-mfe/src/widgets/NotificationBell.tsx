/** Exposed as `myPage/NotificationBell` (shell header). */
import { registerMyPageTranslations } from '../i18n';
import { NotificationBell } from '../features/notifications/components/NotificationBell';

registerMyPageTranslations();

export { NotificationBell };
export default NotificationBell;
