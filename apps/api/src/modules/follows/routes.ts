import { FollowResponse, Id, LikeResponse, ViewResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadVisibleIdea } from '../ideas/load-and-require';
import { countView, follow, toggleLike, unfollow } from './repository';

const tags = ['ideas'];
const IdeaParams = z.object({ id: Id });

/**
 * Follow, like and view: anyone who can see the idea (and unfollow: anyone who follows it). These are reactions, not changes of the
 * idea, so they neither bump its version nor write history. Follows live in idea_followers,
 * which GET /users/{id}/following-ideas reads.
 */
export function followRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/ideas/:id/follow',
      { schema: { tags, description: 'Follows the idea (idempotent).', params: IdeaParams, response: { 200: FollowResponse } } },
      async (request) => {
        const idea = await loadVisibleIdea(db, request.caller, request.params.id);
        await follow(db, idea.id, request.caller.id);
        return { following: true };
      },
    );

    app.delete(
      '/ideas/:id/follow',
      {
        schema: {
          tags,
          description:
            'Unfollows the idea (idempotent). A follower may unfollow an idea they can no longer see (its visibility was narrowed); ' +
            'for anyone who does not follow it, an idea they cannot see is 404 as everywhere.',
          params: IdeaParams,
          response: { 200: FollowResponse },
        },
      },
      async (request) => {
        const { caller } = request;
        // Only the caller's own follow row goes, so a follower who lost sight of the idea learns nothing new.
        if (!(await unfollow(db, request.params.id, caller.id))) await loadVisibleIdea(db, caller, request.params.id);
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
          return toggleLike(tx, idea.id, caller.id);
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
          const views = await countView(tx, idea.id, caller.id);
          return views === null ? { counted: false, views: idea.views } : { counted: true, views };
        });
      },
    );
  };
}
