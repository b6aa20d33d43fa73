import { SearchIdeasQuery, SearchIdeasResponse } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context';
import { searchExportRoutes } from '../list-export/routes';
import { searchIdeas } from './repository';

const tags = ['search'];

/** GET /search/ideas: full-text search with facets over the ideas the caller may see. */
export const searchModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);
  await app.register(searchExportRoutes(db));

  app.get(
    '/search/ideas',
    {
      schema: {
        tags,
        description:
          'Searches title, problem, solution, category, tags, submitter and contributor names, location and organisational unit ' +
          '(German and English stemming, accents ignored, the last word as a prefix). Sort by relevance (default with text), date or likes. ' +
          'Facets count the visible results with every other filter applied. Lists repeat the parameter. 400 VALIDATION_FAILED for bad input.',
        querystring: SearchIdeasQuery,
        response: { 200: SearchIdeasResponse },
      },
    },
    async (request) => searchIdeas(db, request.caller, request.query),
  );
};
