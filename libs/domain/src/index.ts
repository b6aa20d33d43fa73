export * from './permissions';
export * from './status';
export * from './idea-access';
export * from './idea-visibility';
export * from './workflow';
export * from './notifications';
export * from './notification-access';
export * from './workflow-mail';
