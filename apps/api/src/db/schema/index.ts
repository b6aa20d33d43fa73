/** Drizzle tables by resource; the SQL files in migrations/ are the source of truth. */
export * from './appeals';
export * from './attachments';
export * from './categories';
export * from './comments';
export * from './follows';
export * from './notifications';
export * from './ideas';
export * from './saved-searches';
export * from './tenants';
export * from './users';
export * from './workflow';
export * from './workflow-mail';
export * from './premiums';
export * from './payroll';
export * from './absences';
