import { ActivityExportQuery, AdminUserExportQuery, EXPORT_PATHS, IdeaExportQuery, SearchExportQuery } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentDisposition } from '../attachments/file-checks';
import { activityTable } from './activity-source';
import { exportFileName, exportLang, type ExportLang } from './headers';
import { ideasTable } from './ideas-source';
import { searchTable } from './search-source';
import { CONTENT_TYPES, tableStream, type ExportFormat, type ExportTable } from './table';
import { usersTable } from './users-source';

const FORMATS = 'CSV (UTF-8 with BOM, cells starting with = + - @ prefixed with an apostrophe) or Excel (`format=xlsx`)';
const LANG = '`lang` en or de (else Accept-Language) for the column headers and status names';

/** Streams a table as the download `what-<date>.<format>`. */
function send(reply: FastifyReply, table: ExportTable, format: ExportFormat, what: string) {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', contentDisposition('attachment', exportFileName(what, format)))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(tableStream(table, format, what));
}

type ExportParams = { format: ExportFormat; lang?: ExportLang };
const langOf = (request: FastifyRequest, query: ExportParams) => exportLang(query.lang, request.headers['accept-language']);

/** GET /ideas/export: registered inside the ideas module (its authentication). */
export function ideaExportRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      EXPORT_PATHS.ideas,
      {
        schema: {
          tags: ['ideas'],
          description: `The Ideas list as filtered (GET /ideas's filters and sort), every row, streamed: ${FORMATS}. Benefit and savings columns for roles that read the review / final decision, filled where the caller may read them. ${LANG}.`,
          querystring: IdeaExportQuery,
        },
      },
      async (request, reply) => {
        const { format, lang, ...q } = request.query;
        return send(reply, ideasTable(db, request.caller, q, langOf(request, { format, lang })), format, 'ideas');
      },
    );
  };
}

/** GET /search/ideas/export: registered inside the search module. */
export function searchExportRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      EXPORT_PATHS.search,
      {
        schema: {
          tags: ['search'],
          description: `The search results as filtered and sorted (GET /search/ideas's parameters), every hit, streamed: ${FORMATS}. ${LANG}.`,
          querystring: SearchExportQuery,
        },
      },
      async (request, reply) => {
        const { format, lang, ...q } = request.query;
        return send(reply, searchTable(db, request.caller, q, langOf(request, { format, lang })), format, 'search-results');
      },
    );
  };
}

/** GET /admin/users/export and /admin/activity/export: registered inside the admin module (ADMIN only). */
export function adminExportRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      EXPORT_PATHS.users,
      { schema: { tags: ['admin'], description: `The users list as filtered and sorted (GET /admin/users's parameters), streamed: ${FORMATS}. ${LANG}.`, querystring: AdminUserExportQuery } },
      async (request, reply) => {
        const { format, lang, ...q } = request.query;
        return send(reply, usersTable(db, request.caller, q, langOf(request, { format, lang })), format, 'users');
      },
    );
    app.get(
      EXPORT_PATHS.activity,
      { schema: { tags: ['admin'], description: `The activity log (GET /admin/activity's entries), newest first, streamed: ${FORMATS}. ${LANG}.`, querystring: ActivityExportQuery } },
      async (request, reply) => {
        const { format, lang } = request.query;
        return send(reply, activityTable(db, request.caller, langOf(request, { format, lang })), format, 'activity');
      },
    );
  };
}
