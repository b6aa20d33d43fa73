/**
 * Drizzle table definitions mirroring migrations/0001_initial.sql (the SQL files are the
 * source of truth; these give typed queries).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: 'date' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
});

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
});

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  description: text('description'), // 0003
});

export const ideas = pgTable('ideas', {
  id: text('id').primaryKey(),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  submitterId: text('submitter_id').notNull().references(() => users.id),
  organizationalUnitId: text('organizational_unit_id').references(() => organizationalUnits.id),
  categoryId: text('category_id').references(() => categories.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  solution: text('solution').notNull().default(''),
  status: text('status').notNull().default('draft'),
  visibility: text('visibility', { enum: ['organization', 'unit', 'people'] }).notNull().default('organization'),
  tags: text('tags').array().notNull().default(sql`'{}'`),
  innovationArea: text('innovation_area'),
  material: text('material'),
  function: text('function'),
  location: text('location'),
  bannerImage: text('banner_image'),
  assessmentAssigneeId: text('assessment_assignee_id').references(() => users.id),
  views: integer('views').notNull().default(0),
  likes: integer('likes').notNull().default(0),
  version: integer('version').notNull().default(1),
  submittedAt: ts('submitted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  statusChangedAt: ts('status_changed_at').notNull().defaultNow(), // 0005
  search: tsvector('search').generatedAlwaysAs(sql``),
});

export const ideaContributors = pgTable(
  'idea_contributors',
  {
    ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id),
    addedAt: ts('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] })],
);

export const ideaVisibilityPeople = pgTable(
  'idea_visibility_people',
  {
    ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] })],
);

export const ideaFollowers = pgTable(
  'idea_followers',
  {
    ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull().references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ideaId, t.userId] })],
);

export const ideaAttachments = pgTable('idea_attachments', {
  id: text('id').primaryKey(),
  ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }),
  storageKey: text('storage_key').notNull(),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
});

export const ideaHistory = pgTable('idea_history', {
  id: text('id').primaryKey(),
  ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  entityType: text('entity_type').notNull(),
  fieldName: text('field_name').notNull(),
  oldValue: text('old_value'),
  newValue: text('new_value'),
  actorId: text('actor_id').references(() => users.id),
  actorName: text('actor_name'),
  createdAt: ts('created_at').notNull().defaultNow(),
  concernedUserId: text('concerned_user_id').references(() => users.id), // 0005
});

/** 0003: a tenant's self-registration and MFA policy (absent row = defaults). */
export const tenantSettings = pgTable('tenant_settings', {
  tenantId: text('tenant_id').primaryKey().references(() => tenants.id, { onDelete: 'cascade' }),
  selfRegistrationEnabled: boolean('self_registration_enabled').notNull().default(false),
  allowedDomains: text('allowed_domains').array().notNull().default(sql`'{}'`),
  requireMfa: boolean('require_mfa').notNull().default(false),
  updatedBy: text('updated_by').references(() => users.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
