import { notifications } from '@mantine/notifications';

/** Toasts: top-right, 4000 ms, at most 3 (configured once in the shell). */
export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message });
}
export function notifyError(message: string, title?: string) {
  notifications.show({ color: 'red', title, message });
}
export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message });
}
