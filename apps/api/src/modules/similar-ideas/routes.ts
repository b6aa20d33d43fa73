import { SimilarIdeasQuery, SimilarIdeasResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { similarIdeas } from './repository';

/** Similar ideas, asked for while an idea is typed so people join an existing one instead. */
export function similarRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ideas/similar',
      {
        schema: {
          tags: ['ideas'],
          description: 'Up to five visible ideas that look like the title and problem statement being typed (trigram + German/English full text). `excludeId`: the idea being edited.',
          querystring: SimilarIdeasQuery,
          response: { 200: SimilarIdeasResponse },
        },
      },
      async (request) => ({ ideas: await similarIdeas(db, request.caller, request.query) }),
    );
  };
}
