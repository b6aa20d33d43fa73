import { afterEach } from 'vitest';
import { notifications } from '@mantine/notifications';

/** Toasts live in a module-level store: clear them so one test's toasts do not queue the next one's. */
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
