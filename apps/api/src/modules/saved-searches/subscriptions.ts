import type { Database } from '@idea-portal/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { callerColumns, type Caller } from '../../auth/caller';
import { ideaContributors, ideas, savedSearches, savedSearchMatches, users } from '../../db/schema';
import { visibleTo } from '../ideas/visibility';
import { matchingIdeaIds } from './query-match';
import { readQuery } from './repository';

/** The person a subscription belongs to, as the visibility rules see them. */
export type Subscriber = Caller;

/** Whether the person may see the idea now (the same rule as every idea read). */
export async function maySee(db: Database, person: Caller, ideaId: string): Promise<boolean> {
  const [row] = await db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.id, ideaId), visibleTo(person))).limit(1);
  return row !== undefined;
}

/**
 * An idea was submitted or became visible to more people: records a match for every subscribed
 * saved search of the tenant whose query it answers, when its owner may see the idea and is not
 * one of its creators (submitter or contributor). A saved search matches an idea once; returns
 * the saved-search ids newly matched.
 */
export async function matchSubscriptions(db: Database, ideaId: string): Promise<string[]> {
  const [idea] = await db.select({ id: ideas.id, tenantId: ideas.tenantId, status: ideas.status, submitterId: ideas.submitterId }).from(ideas).where(eq(ideas.id, ideaId)).limit(1);
  if (!idea || idea.status === 'draft') return [];
  const creators = new Set([idea.submitterId, ...(await db.select({ id: ideaContributors.userId }).from(ideaContributors).where(eq(ideaContributors.ideaId, ideaId))).map((c) => c.id)]);
  const subscriptions = await db
    .select({ id: savedSearches.id, query: savedSearches.query, person: callerColumns })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.tenantId, idea.tenantId),
        eq(savedSearches.subscribed, true),
        eq(users.tenantId, idea.tenantId),
        eq(users.enabled, true),
        eq(users.status, 'ACTIVE'),
        sql`NOT EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.saved_search_id = ${savedSearches.id} AND m.idea_id = ${ideaId})`,
      ),
    );
  const visible = new Map<string, boolean>();
  const matched: string[] = [];
  for (const s of subscriptions) {
    if (creators.has(s.person.id)) continue;
    let sees = visible.get(s.person.id);
    if (sees === undefined) {
      sees = await maySee(db, s.person, ideaId);
      visible.set(s.person.id, sees);
    }
    if (!sees) continue;
    if ((await matchingIdeaIds(db, idea.tenantId, readQuery(s.query), [ideaId])).length === 0) continue;
    const inserted = await db
      .insert(savedSearchMatches)
      .values({ savedSearchId: s.id, ideaId, userId: s.person.id, tenantId: idea.tenantId })
      .onConflictDoNothing()
      .returning({ id: savedSearchMatches.savedSearchId });
    if (inserted.length > 0) matched.push(s.id);
  }
  return matched;
}

/** The people of `ids` as callers (enabled, active), for visibility checks outside a request. */
export async function subscribersById(db: Database, ids: string[]): Promise<Map<string, Caller>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(callerColumns)
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.enabled, true), eq(users.status, 'ACTIVE')));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * matchSubscriptions after an idea was submitted or shared more widely; a failure is logged and
 * never fails the write that caused it (the idea is saved; only its notifications are missing).
 */
export async function notifySubscribers(db: Database, log: { error(obj: object, msg: string): void }, ideaId: string): Promise<void> {
  try {
    // Its own transaction: inside a request's held transaction (Idempotency-Key) a savepoint, so a
    // failure here does not spoil the write.
    await db.transaction((tx) => matchSubscriptions(tx as unknown as Database, ideaId));
  } catch (err) {
    log.error({ err, ideaId }, 'saved-search subscriptions could not be matched');
  }
}
