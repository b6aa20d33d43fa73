import { afterEach } from 'vitest';
import { notifications } from '@idea-portal/ui';

/** Toasts live in a module-level store: clear them so one test's toasts do not queue the next one's. */
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
