export * from './env';
export * from './mail';
