export * from './common';
export * from './users';
export * from './ideas';
export * from './config';
export * from './tenants';
export * from './activity';
export * from './admin';
export * from './idea-writes';
