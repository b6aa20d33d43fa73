export * from './permissions';
export * from './status';
export * from './idea-access';
export * from './idea-visibility';
export * from './workflow';
export * from './notifications';
export * from './separation-of-duties';
