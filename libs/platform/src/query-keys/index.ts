export * from './ideas';
export * from './my-page';
export * from './search';
export * from './admin';
export * from './idea-changed';
