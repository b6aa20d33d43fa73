import { randomUUID } from 'node:crypto';
import { SAVED_SEARCH_LIMITS, SavedSearchQuery, type SavedSearch, type SavedSearchCreateInput, type SavedSearchUpdateInput } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { savedSearches, users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = typeof savedSearches.$inferSelect;

/**
 * A stored query read back through today's contract: a query saved under an older shape keeps
 * what still fits (at least its text) instead of failing the whole list.
 */
export function readQuery(stored: unknown): SavedSearchQuery {
  const parsed = SavedSearchQuery.safeParse(stored);
  if (parsed.success) return parsed.data;
  const q = (stored as { q?: unknown } | null)?.q;
  return typeof q === 'string' ? { q: q.slice(0, 200) } : {};
}

export function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: readQuery(row.query),
    position: row.position,
    subscribed: row.subscribed,
    emailDigest: row.emailDigest,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const mine = (caller: Caller) => and(eq(savedSearches.userId, caller.id), eq(savedSearches.tenantId, caller.tenantId));

/** Whether a database error (pg or PGlite, possibly wrapped by drizzle) is a unique violation. */
function uniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
}

const nameTaken = () => new HttpError('SAVED_SEARCH_NAME_TAKEN', 'You already have a saved search with this name');

/** Serialises one person's writes (limit check, positions) across requests and instances. */
async function lockPerson(tx: Tx, caller: Caller): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
}

/** The caller's saved searches in their order. */
export async function listSavedSearches(db: Database, caller: Caller): Promise<SavedSearch[]> {
  const rows = await db.select().from(savedSearches).where(mine(caller)).orderBy(asc(savedSearches.position), asc(savedSearches.createdAt));
  return rows.map(toSavedSearch);
}

/** Appends a saved search to the caller's list; 409 SAVED_SEARCH_LIMIT at the limit, SAVED_SEARCH_NAME_TAKEN for a used name. */
export async function createSavedSearch(db: Database, caller: Caller, input: SavedSearchCreateInput): Promise<SavedSearch> {
  try {
    return await db.transaction(async (tx) => {
      await lockPerson(tx, caller);
      const [{ n } = { n: 0 }] = await tx.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(mine(caller));
      if (n >= SAVED_SEARCH_LIMITS.perUser) {
        throw new HttpError('SAVED_SEARCH_LIMIT', `You can keep at most ${SAVED_SEARCH_LIMITS.perUser} saved searches`);
      }
      const subscribed = input.subscribed ?? false;
      const [row] = await tx
        .insert(savedSearches)
        .values({
          id: `ss-${randomUUID()}`,
          tenantId: caller.tenantId,
          userId: caller.id,
          name: input.name,
          query: input.query,
          position: n,
          subscribed,
          emailDigest: subscribed && (input.emailDigest ?? false),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return toSavedSearch(row);
    });
  } catch (err) {
    throw uniqueViolation(err) ? nameTaken() : err;
  }
}

/** Renumbers the caller's list 0..n-1 in the given order. */
async function writeOrder(tx: Tx, caller: Caller, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx.update(savedSearches).set({ position }).where(and(eq(savedSearches.id, id), mine(caller)));
  }
}

/** Renames, replaces the query, moves or (un)subscribes one of the caller's saved searches; 404 for anyone else's. */
export async function updateSavedSearch(db: Database, caller: Caller, id: string, input: SavedSearchUpdateInput): Promise<SavedSearch> {
  try {
    return await db.transaction(async (tx) => {
      await lockPerson(tx, caller);
      const list = await tx.select({ id: savedSearches.id, subscribed: savedSearches.subscribed, emailDigest: savedSearches.emailDigest }).from(savedSearches).where(mine(caller)).orderBy(asc(savedSearches.position), asc(savedSearches.createdAt));
      const current = list.find((s) => s.id === id);
      if (!current) throw notFound('Saved search');
      if (input.position !== undefined) {
        const rest = list.filter((s) => s.id !== id).map((s) => s.id);
        rest.splice(Math.min(input.position, rest.length), 0, id);
        await writeOrder(tx, caller, rest);
      }
      const subscribed = input.subscribed ?? current.subscribed;
      // The digest is part of a subscription: unsubscribing turns it off too.
      const emailDigest = subscribed && (input.emailDigest ?? current.emailDigest);
      const [row] = await tx
        .update(savedSearches)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          ...(input.query !== undefined && { query: input.query }),
          subscribed,
          emailDigest,
          updatedAt: new Date(),
        })
        .where(and(eq(savedSearches.id, id), mine(caller)))
        .returning();
      if (!row) throw notFound('Saved search');
      return toSavedSearch(row);
    });
  } catch (err) {
    throw uniqueViolation(err) ? nameTaken() : err;
  }
}

/** Deletes one of the caller's saved searches (and its matches) and closes the gap; 404 for anyone else's. */
export async function deleteSavedSearch(db: Database, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPerson(tx, caller);
    const deleted = await tx.delete(savedSearches).where(and(eq(savedSearches.id, id), mine(caller))).returning({ id: savedSearches.id });
    if (deleted.length === 0) throw notFound('Saved search');
    const rest = await tx.select({ id: savedSearches.id }).from(savedSearches).where(mine(caller)).orderBy(asc(savedSearches.position), asc(savedSearches.createdAt));
    await writeOrder(tx, caller, rest.map((r) => r.id));
  });
}
