import type { IdeaStatus, MyIdeasResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { ideaFollowers, ideas } from '../../db/schema';
import { CursorId, CursorTimestamp, decodeCursor, encodeCursor } from '../../lib/cursor';
import { summaryFrom, toSummary } from '../ideas/summary';
import { visibleTo } from '../ideas/visibility';

const isSubmitterOrContributor = (userId: string) =>
  sql`(${ideas.submitterId} = ${userId} OR EXISTS (SELECT 1 FROM idea_contributors ic WHERE ic.idea_id = ${ideas.id} AND ic.user_id = ${userId}))`;

const MyIdeasCursor = z.tuple([CursorTimestamp, CursorId]);

/**
 * GET /users/my-ideas: ideas the caller submitted or contributes to, newest first (drafts
 * included), with the number the caller submitted ("Ideas Created" counts only those).
 */
export async function myIdeas(db: Database, caller: Caller, limit: number, cursor?: string): Promise<MyIdeasResponse & { nextCursor: string | null }> {
  const filters = [eq(ideas.tenantId, caller.tenantId), isSubmitterOrContributor(caller.id)];
  if (cursor) {
    const [at, id] = decodeCursor(cursor, MyIdeasCursor, 'querystring.cursor');
    filters.push(sql`(${ideas.createdAt}, ${ideas.id}) < (${at}::timestamptz, ${id})`);
  }
  const rows = await db
    .select({ id: ideas.id, title: ideas.title, status: ideas.status, createdAt: ideas.createdAt })
    .from(ideas)
    .where(and(...filters))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(limit + 1);
  const [submitted] = await db
    .select({ n: count() })
    .from(ideas)
    .where(and(eq(ideas.tenantId, caller.tenantId), eq(ideas.submitterId, caller.id)));
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    ideas: page.map((r) => ({ IdeaId: r.id, Title: r.title, Status: r.status as IdeaStatus, CreatedAt: r.createdAt.toISOString() })),
    hasMore,
    submittedCount: submitted?.n ?? 0,
    nextCursor: hasMore && last ? encodeCursor([last.createdAt.toISOString(), last.id]) : null,
  };
}

/** Ideas a user follows that the caller may see, most recent follow first. */
export async function followingIdeas(db: Database, caller: Caller, userId: string) {
  const rows = await summaryFrom(db)
    .innerJoin(ideaFollowers, and(eq(ideaFollowers.ideaId, ideas.id), eq(ideaFollowers.userId, userId)))
    .where(visibleTo(caller))
    .orderBy(desc(ideaFollowers.createdAt), desc(ideas.id));
  return rows.map(toSummary);
}
