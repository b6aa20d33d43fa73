import '@idea-portal/ui/styles';

export { startStandalone, type StandaloneOptions } from './start';
export { StandaloneHost, type StandaloneHostProps } from './StandaloneHost';
