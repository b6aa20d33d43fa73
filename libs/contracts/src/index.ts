export * from './common';
export * from './users';
export * from './ideas';
export * from './config';
