import type { Comment } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ideaComments, ideaHistory, users } from '../../db/schema';

export type CommentRow = typeof ideaComments.$inferSelect;

/** Every comment of an idea as a tree: top level oldest first, replies oldest first under their parent. */
export async function commentTree(db: Database, ideaId: string): Promise<{ comments: Comment[]; total: number }> {
  const rows = await db
    .select({
      id: ideaComments.id,
      ideaId: ideaComments.ideaId,
      parentId: ideaComments.parentId,
      text: ideaComments.text,
      authorId: ideaComments.authorId,
      givenName: users.givenName,
      familyName: users.familyName,
      picture: users.picture,
      createdAt: ideaComments.createdAt,
      deletedAt: ideaComments.deletedAt,
    })
    .from(ideaComments)
    .leftJoin(users, eq(users.id, ideaComments.authorId))
    .where(eq(ideaComments.ideaId, ideaId))
    .orderBy(asc(ideaComments.createdAt), asc(ideaComments.id));
  const byId = new Map<string, Comment>();
  for (const r of rows) {
    const deleted = r.deletedAt !== null;
    byId.set(r.id, {
      id: r.id,
      ideaId: r.ideaId,
      parentId: r.parentId,
      text: deleted ? '' : r.text,
      authorId: deleted ? null : r.authorId,
      authorName: deleted || !r.givenName ? null : `${r.givenName} ${r.familyName}`,
      authorPicture: deleted ? null : (r.picture ?? null),
      createdAt: r.createdAt.toISOString(),
      deleted,
      replies: [],
    });
  }
  const roots: Comment[] = [];
  for (const c of byId.values()) {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    (parent ? parent.replies : roots).push(c);
  }
  return { comments: roots, total: rows.filter((r) => r.deletedAt === null).length };
}

export async function findComment(db: Database, ideaId: string, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select()
    .from(ideaComments)
    .where(and(eq(ideaComments.id, commentId), eq(ideaComments.ideaId, ideaId)))
    .limit(1);
  return row;
}

export async function insertComment(tx: Database, values: typeof ideaComments.$inferInsert): Promise<CommentRow> {
  const [row] = await tx.insert(ideaComments).values(values).returning();
  if (!row) throw new Error('insert into idea_comments returned no row');
  return row;
}

/** Keeps the comment's place in the tree (replies stay) but drops its text. */
export async function softDeleteComment(tx: Database, commentId: string, deletedBy: string): Promise<void> {
  await tx
    .update(ideaComments)
    .set({ text: '', deletedAt: new Date(), deletedBy })
    .where(and(eq(ideaComments.id, commentId), isNull(ideaComments.deletedAt)));
}

/**
 * The history entry that recorded the writing of a comment now removed keeps who and when, not the
 * text: 'comment'/'reply' with the text becomes 'commentAdded'/'replyAdded' without it. The entry
 * is the author's one on this idea with that text, written nearest to the comment.
 */
export async function forgetCommentText(tx: Database, comment: CommentRow, recordedText: string): Promise<void> {
  const [entry] = await tx
    .select({ id: ideaHistory.id, fieldName: ideaHistory.fieldName })
    .from(ideaHistory)
    .where(
      and(
        eq(ideaHistory.ideaId, comment.ideaId),
        eq(ideaHistory.entityType, 'comment'),
        inArray(ideaHistory.fieldName, ['comment', 'reply']),
        isNull(ideaHistory.oldValue),
        eq(ideaHistory.newValue, recordedText),
        comment.authorId ? eq(ideaHistory.actorId, comment.authorId) : isNull(ideaHistory.actorId),
      ),
    )
    .orderBy(sql`abs(extract(epoch from (${ideaHistory.createdAt} - ${comment.createdAt.toISOString()}::timestamptz)))`)
    .limit(1);
  if (!entry) return;
  await tx
    .update(ideaHistory)
    .set({ fieldName: entry.fieldName === 'reply' ? 'replyAdded' : 'commentAdded', newValue: null })
    .where(eq(ideaHistory.id, entry.id));
}

export async function userPicture(db: Database, userId: string): Promise<string | null> {
  const [author] = await db.select({ picture: users.picture }).from(users).where(eq(users.id, userId)).limit(1);
  return author?.picture ?? null;
}
