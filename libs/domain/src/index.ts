export * from './permissions';
export * from './status';
export * from './idea-access';
