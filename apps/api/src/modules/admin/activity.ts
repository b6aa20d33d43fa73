import type { ActivityEntry, ActivityQuery, ActivityResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Caller } from '../../auth/caller';
import { onlyRow, queryRows } from '../../lib/sql';
import { ideaHistory, ideas, tenantSettingsHistory, userFunctionHistory, users } from '../../db/schema';
import { visibleTo } from '../ideas/visibility';

const subjects = alias(users, 'subject');
type Kind = 'idea' | 'user' | 'tenant';

/**
 * The columns the logs share (idea_history, user_function_history and tenant_settings_history are alike: a field's old
 * and new value, when, by whom) and the actor's picture; the caller joins `users` on the actor.
 */
function changeColumns(log: typeof ideaHistory | typeof userFunctionHistory | typeof tenantSettingsHistory) {
  return {
    id: log.id,
    fieldName: log.fieldName,
    oldValue: log.oldValue,
    newValue: log.newValue,
    createdAt: log.createdAt,
    actorId: log.actorId,
    actorName: log.actorName,
    actorPicture: users.picture,
  };
}

/** The page's idea history entries by id. */
async function ideaEntries(db: Database, ids: string[]): Promise<ActivityEntry[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ ...changeColumns(ideaHistory), ideaId: ideaHistory.ideaId, ideaTitle: ideas.title, entityType: ideaHistory.entityType })
    .from(ideaHistory)
    .innerJoin(ideas, eq(ideas.id, ideaHistory.ideaId))
    .leftJoin(users, eq(users.id, ideaHistory.actorId))
    .where(inArray(ideaHistory.id, ids));
  return rows.map((r) => ({ ...r, entityType: r.entityType as ActivityEntry['entityType'], subjectUserId: null, subjectName: null, createdAt: r.createdAt.toISOString() }));
}

/** The page's changes of people's functions and tariff groups by id. */
async function functionEntries(db: Database, ids: string[]): Promise<ActivityEntry[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ ...changeColumns(userFunctionHistory), subjectUserId: userFunctionHistory.userId, subjectGiven: subjects.givenName, subjectFamily: subjects.familyName })
    .from(userFunctionHistory)
    .innerJoin(subjects, eq(subjects.id, userFunctionHistory.userId))
    .leftJoin(users, eq(users.id, userFunctionHistory.actorId))
    .where(inArray(userFunctionHistory.id, ids));
  return rows.map(({ subjectGiven, subjectFamily, ...r }) => ({
    ...r,
    entityType: 'user' as const,
    ideaId: null,
    ideaTitle: null,
    subjectName: `${subjectGiven} ${subjectFamily}`.trim(),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The page's changes of tenant settings by id. */
async function settingEntries(db: Database, ids: string[]): Promise<ActivityEntry[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(changeColumns(tenantSettingsHistory))
    .from(tenantSettingsHistory)
    .leftJoin(users, eq(users.id, tenantSettingsHistory.actorId))
    .where(inArray(tenantSettingsHistory.id, ids));
  return rows.map((r) => ({ ...r, entityType: 'tenant' as const, ideaId: null, ideaTitle: null, subjectUserId: null, subjectName: null, createdAt: r.createdAt.toISOString() }));
}

/** The keys of every log entry the admin may see (idea history, people's functions, tenant settings). */
const activityKeys = (caller: Caller) => sql`
    SELECT 'idea' AS kind, idea_history.id, idea_history.created_at FROM idea_history JOIN ideas ON ideas.id = idea_history.idea_id
     WHERE idea_history.tenant_id = ${caller.tenantId} AND ${visibleTo(caller)}
    UNION ALL
    SELECT 'user' AS kind, f.id, f.created_at FROM user_function_history f WHERE f.tenant_id = ${caller.tenantId}
    UNION ALL
    SELECT 'tenant' AS kind, s.id, s.created_at FROM tenant_settings_history s WHERE s.tenant_id = ${caller.tenantId}`;

/** The entries of some keys, in the keys' order. */
async function entriesOf(db: Database, keys: { kind: Kind; id: string }[]): Promise<ActivityEntry[]> {
  const ids = (kind: Kind) => keys.filter((k) => k.kind === kind).map((k) => k.id);
  const byId = new Map([...(await ideaEntries(db, ids('idea'))), ...(await functionEntries(db, ids('user'))), ...(await settingEntries(db, ids('tenant')))].map((e) => [e.id, e]));
  return keys.flatMap((k) => byId.get(k.id) ?? []);
}

/**
 * The log from a keyset position on (newest first), `limit` entries, and the position after them
 * (the time as text, to the microsecond): the export walks the whole log with it.
 */
export async function activityAfter(
  db: Database,
  caller: Caller,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<{ entries: ActivityEntry[]; next: { at: string; id: string } | null }> {
  const from = after ? sql`WHERE (created_at, id) < (${after.at}::timestamptz, ${after.id})` : sql``;
  const keys = await queryRows<{ kind: Kind; id: string; at: string }>(
    db,
    sql`SELECT kind, id, created_at::text AS at FROM (${activityKeys(caller)}) a ${from} ORDER BY created_at DESC, id DESC LIMIT ${limit}`,
  );
  const last = keys.at(-1);
  return { entries: await entriesOf(db, keys), next: keys.length === limit && last ? { at: last.at, id: last.id } : null };
}

/**
 * The tenant's activity log, newest first: the history of the ideas the admin may see (others'
 * drafts excluded), the changes of people's functions (who made whom works council or idea
 * manager, and when) and of tenant settings (the time zone). One page of keys over all three, then the page's details.
 */
export async function tenantActivity(db: Database, caller: Caller, q: ActivityQuery): Promise<ActivityResponse> {
  const all = activityKeys(caller);
  const { total } = onlyRow(await queryRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM (${all}) a`), 'count of activity entries');
  const keys = await queryRows<{ kind: Kind; id: string }>(
    db,
    sql`SELECT kind, id FROM (${all}) a ORDER BY created_at DESC, id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
  );
  return {
    entries: await entriesOf(db, keys),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}
