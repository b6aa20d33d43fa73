/** Ideas with their contributors, the people they are shared with, history and revision requests (migrations 0001, 0002, 0005). */
import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts, tsvector } from './columns';
import { categories } from './categories';
import { organizationalUnits, tenants } from './tenants';
import { users } from './users';

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
  /** A reviewer requested changes and the idea was not edited since (0022). */
  changesRequestedAt: ts('changes_requested_at'),
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
  /** 0034: a deputy's change names the absent person they acted for. */
  actedForId: text('acted_for_id').references(() => users.id),
  actedForName: text('acted_for_name'),
});

export const ideaRevisionRequests = pgTable('idea_revision_requests', {
  id: text('id').primaryKey(),
  ideaId: text('idea_id').notNull().references(() => ideas.id, { onDelete: 'cascade' }),
  tenantId: text('tenant_id').notNull().references(() => tenants.id),
  authorId: text('author_id').references(() => users.id),
  message: text('message').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** The answer of the assignee or an idea manager (0022); open while null. */
  answer: text('answer'),
  answeredBy: text('answered_by').references(() => users.id),
  answeredAt: ts('answered_at'),
});
