export * from './permissions';
export * from './status';
export * from './idea-access';
export * from './workflow';
export * from './notifications';
