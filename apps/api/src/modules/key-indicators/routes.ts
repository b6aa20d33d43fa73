import { KeyIndicatorsQuery, KeyIndicatorsResponse } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context';
import { keyIndicators } from './repository';

const tags = ['key-indicators'];

/** GET /key-indicators: the Key Indicators screen's figures, counted in the database. */
export const keyIndicatorsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/key-indicators',
    {
      schema: {
        tags,
        description:
          'Figures over the submitted ideas the caller may see (the visibility of GET /ideas; drafts never count): in total, per status, ' +
          'and per category, organisational unit and month (UTC) of submission. `from`/`to` are inclusive days of submission. ' +
          '400 VALIDATION_FAILED for bad input.',
        querystring: KeyIndicatorsQuery,
        response: { 200: KeyIndicatorsResponse },
      },
    },
    async (request) => keyIndicators(db, request.caller, request.query),
  );
};
