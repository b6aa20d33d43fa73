import { PAYROLL_COLUMNS, PayrollBatch, PayrollBatchListResponse, PayrollBatchParams, PayrollExportInput, payrollColumnLabels } from '@idea-portal/contracts';
import { mayExportPayroll } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import type { ModuleOptions } from '../context';
import { forbidden } from '../../errors';
import { contentDisposition } from '../attachments/file-checks';
import { BOM, csvLine } from '../list-export/csv';
import { exportLang } from '../list-export/headers';
import { callerIsIdeaManager } from '../revision-requests/idea-managers';
import { batchRows, createBatch, listBatches, type PayrollRow } from './repository';

const tags = ['payroll'];
const WHO = 'ADMIN and idea managers only (403 FORBIDDEN for everyone else); another tenant\'s batch is 404.';

async function requireExporter(db: Database, caller: Caller): Promise<void> {
  if (!mayExportPayroll({ role: caller.role, isIdeaManager: await callerIsIdeaManager(db, caller) })) {
    throw forbidden('Only an idea manager or an administrator exports premiums to payroll');
  }
}

/** The batch as CSV: a header row in the language asked for, then one row per person and idea (amounts with a dot, release day as YYYY-MM-DD). */
export function payrollCsv(rows: readonly PayrollRow[], lang: 'en' | 'de'): string {
  const labels = payrollColumnLabels[lang];
  const cells = (r: PayrollRow) => [r.personnelNumber, r.name, r.organizationalUnit, r.costCentre, r.ideaId, r.amount.toFixed(2), r.currency, r.releasedAt.toISOString().slice(0, 10), r.wageType];
  return BOM + csvLine(PAYROLL_COLUMNS.map((c) => labels[c])) + rows.map((r) => csvLine(cells(r))).join('');
}

/** Payroll export of released premiums: batches that are kept, so nothing is paid twice and each downloads again. */
export function payrollRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payroll-exports',
      { schema: { tags, description: `The tenant's payroll batches, newest first. ${WHO}`, response: { 200: PayrollBatchListResponse } } },
      async (request) => {
        await requireExporter(db, request.caller);
        return { batches: await listBatches(db, request.caller.tenantId) };
      },
    );

    app.post(
      '/payroll-exports',
      {
        schema: {
          tags,
          description:
            'Exports the released premiums of a period (release days from..to, inclusive, UTC) as a new batch: one row per person and idea with what is still due ' +
            '(a share already exported is not exported again; a top-up only by its difference). The wage type comes from the tenant settings. ' +
            `409 NOTHING_TO_EXPORT when nothing is due; 400 for a bad period. ${WHO}`,
          body: PayrollExportInput,
          response: { 201: PayrollBatch },
        },
      },
      async (request, reply) => {
        await requireExporter(db, request.caller);
        const id = await createBatch(db, request.caller, request.body);
        const [batch] = await listBatches(db, request.caller.tenantId, id);
        if (!batch) throw new Error(`Payroll batch ${id} was not stored`);
        return reply.status(201).send(batch);
      },
    );

    app.get(
      '/payroll-exports/:id/csv',
      {
        schema: {
          tags,
          description: `A batch as CSV (UTF-8 with BOM, cells starting with = + - @ prefixed with an apostrophe), the same every time it is downloaded; \`lang\` en or de (else Accept-Language) for the header row. ${WHO}`,
          params: PayrollBatchParams,
          querystring: z.strictObject({ lang: z.enum(['en', 'de']).optional() }),
        },
      },
      async (request, reply) => {
        await requireExporter(db, request.caller);
        const rows = await batchRows(db, request.caller.tenantId, request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', contentDisposition('attachment', `payroll-${request.params.id}.csv`))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(payrollCsv(rows, exportLang(request.query.lang, request.headers['accept-language'])));
      },
    );
  };
}

/** The payroll module of the route table (app.ts): signed in; ADMIN or an idea manager. */
export const payrollModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate }) => {
  app.addHook('onRequest', authenticate);
  await app.register(payrollRoutes(db));
};
