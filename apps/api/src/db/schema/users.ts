/** User profiles (migrations 0001, 0003, 0005, 0018, 0024) and the history of their functions (0021). */
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { organizationalUnits, tenants } from './tenants';

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  userId: text('user_id').notNull().unique(),
  email: text('email').notNull().unique(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  phoneNumber: text('phone_number'),
  picture: text('picture'),
  aboutMe: text('about_me'),
  position: text('position'),
  groupName: text('group_name'),
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] }).notNull().default('ACTIVE'),
  enabled: boolean('enabled').notNull().default(true),
  role: text('role', { enum: ['ADMIN', 'EVALUATORS', 'CREATORS', 'VIEWERS'] }).notNull().default('VIEWERS'),
  organizationalUnitId: text('organizational_unit_id').references(() => organizationalUnits.id),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  lastLoginAt: ts('last_login_at'), // 0003
  preferredLanguage: text('preferred_language', { enum: ['en', 'de'] }), // 0003
  functions: text('functions').array().notNull().default(sql`'{}'`), // 0005: worksCouncil, ideaManager
  tariffGroup: text('tariff_group'), // 0005
  /** Payroll (migration appeals_duplicates_payroll_fields): kept by an admin, read by the payroll export. */
  personnelNumber: text('personnel_number'),
  costCentre: text('cost_centre'),
  /** Workflow e-mail per kind ('immediately' | 'daily' | 'off'); null = the defaults. 0018 */
  /** 0024: an uploaded picture's key in the attachment store and its content type (checked by content). */
  pictureKey: text('picture_key'),
  pictureType: text('picture_type'),
  workflowMail: jsonb('workflow_mail').$type<Partial<Record<'task' | 'question' | 'decision', 'immediately' | 'daily' | 'off'>>>(),
});

/** 0021: changes of a person's functions and tariff group (values of the latter not kept), for the admin activity log. */
export const userFunctionHistory = pgTable('user_function_history', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  fieldName: text('field_name', { enum: ['functions', 'tariffGroup', 'passwordReset', 'invitation'] }).notNull(), // 0024: the last two
  oldValue: text('old_value'),
  newValue: text('new_value'),
  actorId: text('actor_id').references(() => users.id),
  actorName: text('actor_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
