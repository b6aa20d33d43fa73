/** Tenants, their organisational units and settings (migrations 0001, 0003, 0017, 0019, 0020, 0023, 0024). */
import type { DeadlineSettings } from '@idea-portal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { users } from './users';

export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] }).notNull().default('ACTIVE'),
  description: text('description'),
  ideaManagers: text('idea_managers').array().notNull().default(sql`'{}'`),
  admin: text('admin'),
  currency: text('currency').notNull().default('EUR'),
  preferredLanguage: text('preferred_language', { enum: ['en', 'de'] }).notNull().default('en'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** Version of the admin settings (name, language, currency, policy); each PUT bumps it (0020). */
  settingsVersion: integer('settings_version').notNull().default(1),
  /** IANA time zone the PDF case file gives its times in (0023). */
  timeZone: text('time_zone').notNull().default('Europe/Berlin'),
});

/** Changes of tenant settings for the admin activity log: the time zone (0024). */
export const tenantSettingsHistory = pgTable('tenant_settings_history', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  fieldName: text('field_name', { enum: ['timeZone'] }).notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  actorId: text('actor_id').references(() => users.id),
  actorName: text('actor_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const organizationalUnits = pgTable('organizational_units', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  lineManager: text('line_manager'),
  createdAt: ts('created_at').notNull().defaultNow(),
  location: text('location'), // 0003
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] }).notNull().default('ACTIVE'), // 0003
  industry: text('industry'), // 0009
  version: integer('version').notNull().default(1), // 0020
});

/** 0003: a tenant's self-registration and MFA policy (absent row = defaults). */
export const tenantSettings = pgTable('tenant_settings', {
  tenantId: text('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
  selfRegistrationEnabled: boolean('self_registration_enabled').notNull().default(false),
  allowedDomains: text('allowed_domains').array().notNull().default(sql`'{}'`),
  requireMfa: boolean('require_mfa').notNull().default(false),
  // 0017: separation of duties.
  allowSelfAssessment: boolean('allow_self_assessment').notNull().default(false),
  realisedSavingsReviewThreshold: numeric('realised_savings_review_threshold', { precision: 16, scale: 2, mode: 'number' }).notNull().default(100000),
  // Appeals and payroll (migration appeals_duplicates_payroll_fields).
  appealPeriodDays: integer('appeal_period_days').notNull().default(28),
  wageType: text('wage_type'),
  // Deadlines: due periods, state, closing days, reminder and escalation (absent: the domain's defaults).
  deadlines: jsonb('deadlines').$type<DeadlineSettings>(),
  updatedBy: text('updated_by').references(() => users.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** 0019: which tenant holds a self-registration e-mail domain (one at most; kept in step with allowed_domains by a trigger). */
export const tenantDomains = pgTable('tenant_domains', {
  domain: text('domain').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});
