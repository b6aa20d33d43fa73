import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

export { startStandalone, type StandaloneOptions } from './start';
export { StandaloneHost, type StandaloneHostProps } from './StandaloneHost';
