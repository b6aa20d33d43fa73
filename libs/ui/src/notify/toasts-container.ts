/** Mantine's notifications container, a chunk of its own (./Notifications.tsx loads it). */
export { Notifications } from '@mantine/notifications';
