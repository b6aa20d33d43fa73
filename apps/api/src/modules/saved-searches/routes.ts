import { SAVED_SEARCH_LIMITS, SavedSearch, SavedSearchCreateInput, SavedSearchListResponse, SavedSearchParams, SavedSearchUpdateInput } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './repository';

const tags = ['saved-searches'];

/** /me/saved-searches: the caller's own saved searches; another person's answers 404. */
export const savedSearchesModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/me/saved-searches',
    { schema: { tags, description: "The caller's saved searches in their order.", response: { 200: SavedSearchListResponse } } },
    async (request) => ({ savedSearches: await listSavedSearches(db, request.caller), limit: SAVED_SEARCH_LIMITS.perUser }),
  );

  app.post(
    '/me/saved-searches',
    {
      schema: {
        tags,
        description: `Saves a search (name 1–${SAVED_SEARCH_LIMITS.nameMax} characters, unique per person ignoring case; the query) at the end of the list. 409 SAVED_SEARCH_LIMIT beyond ${SAVED_SEARCH_LIMITS.perUser}, 409 SAVED_SEARCH_NAME_TAKEN.`,
        body: SavedSearchCreateInput,
        response: { 201: SavedSearch },
      },
    },
    async (request, reply) => reply.status(201).send(await createSavedSearch(db, request.caller, request.body)),
  );

  app.patch(
    '/me/saved-searches/:id',
    {
      schema: {
        tags,
        description:
          'Renames, replaces the query, moves to a 0-based position (the others shift) or (un)subscribes; the e-mail digest only applies while subscribed. 404 for anyone else’s saved search.',
        params: SavedSearchParams,
        body: SavedSearchUpdateInput,
        response: { 200: SavedSearch },
      },
    },
    async (request) => updateSavedSearch(db, request.caller, request.params.id, request.body),
  );

  app.delete(
    '/me/saved-searches/:id',
    { schema: { tags, description: 'Deletes a saved search and its pending notifications. 204; 404 for anyone else’s.', params: SavedSearchParams } },
    async (request, reply) => {
      await deleteSavedSearch(db, request.caller, request.params.id);
      return reply.status(204).send();
    },
  );
};
