import type { Database } from '@idea-portal/db';
import { and, eq, sql } from 'drizzle-orm';
import { ideaFollowers, ideaLikes, ideas, ideaViews } from '../../db/schema';

export async function follow(db: Database, ideaId: string, userId: string): Promise<void> {
  await db.insert(ideaFollowers).values({ ideaId, userId }).onConflictDoNothing();
}

/** Removes the user's follow of the idea; true when there was one. */
export async function unfollow(db: Database, ideaId: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(ideaFollowers)
    .where(and(eq(ideaFollowers.ideaId, ideaId), eq(ideaFollowers.userId, userId)))
    .returning({ userId: ideaFollowers.userId });
  return removed.length > 0;
}

/** Likes the idea unless the user already did, else takes the like back; answers the new state and count. */
export async function toggleLike(tx: Database, ideaId: string, userId: string): Promise<{ liked: boolean; likes: number }> {
  const removed = await tx
    .delete(ideaLikes)
    .where(and(eq(ideaLikes.ideaId, ideaId), eq(ideaLikes.userId, userId)))
    .returning({ userId: ideaLikes.userId });
  const liked = removed.length === 0;
  if (liked) await tx.insert(ideaLikes).values({ ideaId, userId });
  const [row] = await tx
    .update(ideas)
    .set({ likes: liked ? sql`${ideas.likes} + 1` : sql`GREATEST(${ideas.likes} - 1, 0)` })
    .where(eq(ideas.id, ideaId))
    .returning({ likes: ideas.likes });
  if (!row) throw new Error(`idea ${ideaId} vanished while counting a like`);
  return { liked, likes: row.likes };
}

/** Counts a view once per user and UTC day; null when this user's view of today was already counted. */
export async function countView(tx: Database, ideaId: string, userId: string): Promise<number | null> {
  const inserted = await tx
    .insert(ideaViews)
    .values({ ideaId, userId, day: sql`(now() AT TIME ZONE 'UTC')::date` })
    .onConflictDoNothing()
    .returning({ day: ideaViews.day });
  if (!inserted.length) return null;
  const [row] = await tx
    .update(ideas)
    .set({ views: sql`${ideas.views} + 1` })
    .where(eq(ideas.id, ideaId))
    .returning({ views: ideas.views });
  if (!row) throw new Error(`idea ${ideaId} vanished while counting a view`);
  return row.views;
}
