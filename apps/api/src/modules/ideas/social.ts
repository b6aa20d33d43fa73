import { FollowResponse, Id, LikeResponse, ViewResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ideaLikes, ideaViews } from '../../db/idea-writes-schema';
import { ideaFollowers, ideas } from '../../db/schema';
import { loadVisibleIdea } from './access';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });

/**
 * Follow, like and view: anyone who can see the idea. These are reactions, not changes of the
 * idea, so they neither bump its version nor write history. Follows live in idea_followers,
 * which GET /users/{id}/following-ideas reads.
 */
export function socialRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/ideas/:id/follow',
      { schema: { tags, description: 'Follows the idea (idempotent).', params: IdeaParams, response: { 200: FollowResponse } } },
      async (request) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        await db.insert(ideaFollowers).values({ ideaId: idea.id, userId: request.caller.id }).onConflictDoNothing();
        return { following: true };
      },
    );

    app.delete(
      '/ideas/:id/follow',
      { schema: { tags, description: 'Unfollows the idea (idempotent).', params: IdeaParams, response: { 200: FollowResponse } } },
      async (request) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        await db.delete(ideaFollowers).where(and(eq(ideaFollowers.ideaId, idea.id), eq(ideaFollowers.userId, request.caller.id)));
        return { following: false };
      },
    );

    app.post(
      '/ideas/:id/like',
      { schema: { tags, description: 'Toggles the caller’s like (once per user).', params: IdeaParams, response: { 200: LikeResponse } } },
      async (request) => {
        const { caller } = request;
        return db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id, true);
          const removed = await tx
            .delete(ideaLikes)
            .where(and(eq(ideaLikes.ideaId, idea.id), eq(ideaLikes.userId, caller.id)))
            .returning({ userId: ideaLikes.userId });
          const liked = removed.length === 0;
          if (liked) await tx.insert(ideaLikes).values({ ideaId: idea.id, userId: caller.id });
          const [row] = await tx
            .update(ideas)
            .set({ likes: liked ? sql`${ideas.likes} + 1` : sql`GREATEST(${ideas.likes} - 1, 0)` })
            .where(eq(ideas.id, idea.id))
            .returning({ likes: ideas.likes });
          return { liked, likes: row.likes };
        });
      },
    );

    app.post(
      '/ideas/:id/views',
      {
        schema: {
          tags,
          description: 'Counts a view once per user per (UTC) day; GET /ideas/{id} does not count. `counted` tells whether this call counted.',
          params: IdeaParams,
          response: { 200: ViewResponse },
        },
      },
      async (request) => {
        const { caller } = request;
        return db.transaction(async (tx) => {
          const idea = await loadVisibleIdea(tx, caller, request.params.id);
          const inserted = await tx
            .insert(ideaViews)
            .values({ ideaId: idea.id, userId: caller.id, day: sql`(now() AT TIME ZONE 'UTC')::date` })
            .onConflictDoNothing()
            .returning({ day: ideaViews.day });
          if (!inserted.length) return { counted: false, views: idea.views };
          const [row] = await tx
            .update(ideas)
            .set({ views: sql`${ideas.views} + 1` })
            .where(eq(ideas.id, idea.id))
            .returning({ views: ideas.views });
          return { counted: true, views: row.views };
        });
      },
    );
  };
}
