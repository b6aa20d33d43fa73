export * from './fixtures/time';
export * from './fixtures/users';
export * from './fixtures/tenants';
export * from './fixtures/ideas';
export * from './mock-db';
export * from './handlers';
export * from './auth';
export * from './runtime';
