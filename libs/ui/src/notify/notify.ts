import { createElement } from 'react';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';

/** Toasts: top-right, 4000 ms, at most 3, 356 px wide (configured once in the shell); each kind has its icon. */
const icon = (Icon: typeof IconCheck) => createElement(Icon, { size: 18, 'aria-hidden': true });

export function notifySuccess(message: string, title?: string) {
  notifications.show({ color: 'green', title, message, icon: icon(IconCheck) });
}
export function notifyError(message: string, title?: string) {
  notifications.show({ color: 'red', title, message, icon: icon(IconX) });
}
export function notifyWarning(message: string, title?: string) {
  notifications.show({ color: 'yellow', title, message, icon: icon(IconAlertTriangle) });
}
export function notifyInfo(message: string, title?: string) {
  notifications.show({ color: 'blue', title, message, icon: icon(IconInfoCircle) });
}
