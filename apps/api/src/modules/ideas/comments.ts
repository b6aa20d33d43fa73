import { Comment, CommentInput, CommentListResponse, Id } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { ideaComments } from '../../db/idea-writes-schema';
import { users } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../errors';
import { excerpt, loadVisibleIdea, newId, recordHistory } from './access';

const tags = ['comments'];
const IdeaParams = z.object({ id: Id });
const CommentParams = z.object({ id: Id, commentId: Id });

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

async function findComment(db: Database, ideaId: string, commentId: string) {
  const [row] = await db
    .select()
    .from(ideaComments)
    .where(and(eq(ideaComments.id, commentId), eq(ideaComments.ideaId, ideaId)))
    .limit(1);
  return row;
}

function toComment(row: typeof ideaComments.$inferSelect, caller: Caller): Comment {
  return {
    id: row.id,
    ideaId: row.ideaId,
    parentId: row.parentId,
    text: row.text,
    authorId: row.authorId,
    authorName: `${caller.givenName} ${caller.familyName}`,
    authorPicture: null,
    createdAt: row.createdAt.toISOString(),
    deleted: false,
    replies: [],
  };
}

export function commentRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ideas/:id/comments',
      { schema: { tags, description: 'Comments of a visible idea as a tree; deleted comments keep their place (and replies) without text.', params: IdeaParams, response: { 200: CommentListResponse } } },
      async (request) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        return commentTree(db, idea.id);
      },
    );

    app.post(
      '/ideas/:id/comments',
      {
        schema: {
          tags,
          description: 'Comments on (or, with parentId, replies to a comment of) an idea the caller can see. 201 with the comment.',
          params: IdeaParams,
          body: CommentInput,
          response: { 201: Comment },
        },
      },
      async (request, reply) => {
        const { caller } = request;
        const { text, parentId } = request.body;
        const created = await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id);
          if (parentId) {
            const parent = await findComment(tx, idea.id, parentId);
            if (!parent) throw new HttpError('NOT_FOUND', 'Parent comment not found', [{ path: 'body.parentId', message: 'not found' }]);
          }
          const [row] = await tx
            .insert(ideaComments)
            .values({ id: newId('cmt'), ideaId: idea.id, tenantId: idea.tenantId, parentId: parentId ?? null, authorId: caller.id, text })
            .returning();
          await recordHistory(tx, caller, idea, [{ entityType: 'comment', fieldName: parentId ? 'reply' : 'comment', oldValue: null, newValue: excerpt(text, 200) }]);
          return row;
        });
        const [author] = await db.select({ picture: users.picture }).from(users).where(eq(users.id, caller.id)).limit(1);
        return reply.status(201).send({ ...toComment(created, caller), authorPicture: author?.picture ?? null });
      },
    );

    app.delete(
      '/ideas/:id/comments/:commentId',
      { schema: { tags, description: 'Soft-deletes a comment (its author or an ADMIN); replies stay. 204.', params: CommentParams } },
      async (request, reply) => {
        const { caller } = request;
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id);
          const comment = await findComment(tx, idea.id, request.params.commentId);
          if (!comment || comment.deletedAt) throw notFound('Comment');
          if (comment.authorId !== caller.id && caller.role !== 'ADMIN') throw forbidden('Only the author or an administrator may delete this comment');
          await tx
            .update(ideaComments)
            .set({ text: '', deletedAt: new Date(), deletedBy: caller.id })
            .where(and(eq(ideaComments.id, comment.id), isNull(ideaComments.deletedAt)));
          await recordHistory(tx, caller, idea, [{ entityType: 'comment', fieldName: 'comment', oldValue: excerpt(comment.text, 200), newValue: null }]);
        });
        return reply.status(204).send();
      },
    );
  };
}
