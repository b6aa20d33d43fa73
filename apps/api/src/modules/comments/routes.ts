import { Comment, CommentInput, CommentListResponse, Id } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { forbidden, HttpError, notFound } from '../../errors';
import { loadVisibleIdea } from '../ideas/load-and-require';
import { excerpt, newId, recordHistory } from '../ideas/write-kernel';
import { commentTree, findComment, forgetCommentText, insertComment, softDeleteComment, userPicture, type CommentRow } from './repository';

const tags = ['comments'];
const IdeaParams = z.object({ id: Id });
const CommentParams = z.object({ id: Id, commentId: Id });

function toComment(row: CommentRow, caller: Caller, authorPicture: string | null): Comment {
  return {
    id: row.id,
    ideaId: row.ideaId,
    parentId: row.parentId,
    text: row.text,
    authorId: row.authorId,
    authorName: `${caller.givenName} ${caller.familyName}`,
    authorPicture,
    createdAt: row.createdAt.toISOString(),
    deleted: false,
    replies: [],
  };
}

/** Comments and replies on ideas: anyone who can see the idea. */
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
          const row = await insertComment(tx, { id: newId('cmt'), ideaId: idea.id, tenantId: idea.tenantId, parentId: parentId ?? null, authorId: caller.id, text });
          await recordHistory(tx, caller, idea, [{ entityType: 'comment', fieldName: parentId ? 'reply' : 'comment', oldValue: null, newValue: excerpt(text, 200) }]);
          return row;
        });
        return reply.status(201).send(toComment(created, caller, await userPicture(db, caller.id)));
      },
    );

    app.delete(
      '/ideas/:id/comments/:commentId',
      { schema: { tags, description: 'Soft-deletes a comment (its author or an ADMIN); replies stay; the history records who removed it and when, never its text. 204.', params: CommentParams } },
      async (request, reply) => {
        const { caller } = request;
        await db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id);
          const comment = await findComment(tx, idea.id, request.params.commentId);
          if (!comment || comment.deletedAt) throw notFound('Comment');
          if (comment.authorId !== caller.id && caller.role !== 'ADMIN') throw forbidden('Only the author or an administrator may delete this comment');
          await softDeleteComment(tx, comment.id, caller.id);
          // Who removed it and when, not what it said; the entry of its writing forgets the text too.
          await forgetCommentText(tx, comment, excerpt(comment.text, 200) ?? '');
          await recordHistory(tx, caller, idea, [{ entityType: 'comment', fieldName: comment.parentId ? 'replyRemoved' : 'commentRemoved', oldValue: null, newValue: null }]);
        });
        return reply.status(204).send();
      },
    );
  };
}
