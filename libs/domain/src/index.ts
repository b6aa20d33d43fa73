export * from './permissions';
export * from './status';
