import { Id } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenants } from '../../db/schema';
import { contentDisposition } from '../attachments/file-checks';
import { commentTree } from '../comments/repository';
import { germanCategoryNames, getIdea, historyIfAllowed } from '../ideas/repository';
import { readablePremium } from '../premiums/repository';
import { loadCaseFile } from '../workflow/case-file';
import { appealsOf } from '../appeals/repository';
import { duplicateLinksOf } from '../appeals/duplicates';
import { pdfFileName, renderIdeaPdf } from './pdf';

/** The idea as a PDF case file, with only what the reader may see. */
export function exportPdfRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/ideas/:id/export.pdf',
      {
        schema: {
          tags: ['ideas'],
          description: 'The idea as a PDF case file: status, submitter, dates, category, problem, solution, contributors, attachments, comments (with replies), first assessment, inquiries, review, expert opinions, implementation, final decision (each as the reader may see it, naming who assessed, reviewed, decided and completed), duplicate links, appeals and their decisions and, with IDEA_HISTORY, the history. `lang` en (default) or de: labels, values and dates in that language, times in the tenant\'s time zone.',
          params: z.object({ id: Id }),
          querystring: z.strictObject({ lang: z.enum(['en', 'de']).default('en') }),
        },
      },
      async (request, reply) => {
        const { caller } = request;
        const idea = await getIdea(db, caller, request.params.id);
        const { lang } = request.query;
        const [{ comments }, history, caseFile, german, [tenant], premium, appeals, duplicateLinks] = await Promise.all([
          commentTree(db, idea.id),
          historyIfAllowed(db, caller, idea.id),
          loadCaseFile(db, caller, idea.id),
          lang === 'de' ? germanCategoryNames(db, caller.tenantId) : new Map<string, string>(),
          db.select({ timeZone: tenants.timeZone }).from(tenants).where(eq(tenants.id, caller.tenantId)),
          // The premium only as the reader may see it (issue 39): nothing for anyone without a part in it.
          readablePremium(db, caller, idea.id),
          appealsOf(db, idea.id),
          duplicateLinksOf(db, caller, idea.id),
        ]);
        const pdf = await renderIdeaPdf({ idea, comments, history, caseFile, lang, categoryName: (name) => german.get(name) ?? name, timeZone: tenant?.timeZone, premium, appeals, duplicateLinks });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', contentDisposition('attachment', pdfFileName(idea)))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
