import { KeyFiguresResponse, KeyIndicatorsQuery, KeyIndicatorsResponse } from '@idea-portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../context';
import { keptForAMinute, keyFiguresCache } from './cache';
import { keyFigures } from './figures';
import { overdueTasks } from './overdue';
import { premiumsPaid } from './premiums';
import { keyIndicators } from './repository';
import { callerIsIdeaManager } from '../revision-requests/idea-managers';
import { tenantTasks } from '../tasks/reminders';

const tags = ['key-indicators'];

/** GET /key-indicators: the Key Indicators screen's figures, counted in the database. */
export const keyIndicatorsModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { db, authenticate, clock = () => new Date() }) => {
  app.addHook('onRequest', authenticate);
  const cached = keyFiguresCache(db);
  const tasksOf = keptForAMinute(clock, (tenantId: string, now: Date) => tenantTasks(db, tenantId, now));

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
    async ({ caller, query }) => cached('indicators', caller, query, () => keyIndicators(db, caller, query)),
  );

  app.get(
    '/key-indicators/figures',
    {
      schema: {
        tags,
        description:
          "The idea-management association's key figures over the same ideas as GET /key-indicators (the cohort submitted in the period): " +
          'ideas per 100 employees, participation rate (submitters and contributors, among active employees), implementation rate ' +
          '(implemented / decided), median and 90th percentile lead times in working days of the tenant\'s calendar (no weekends, public holidays of its state or closing days; UTC days) per stage ' +
          'and from submission to decision and to completion, first-year net benefit and realised savings; in total, per unit and per month. ' +
          '`overdueTasks`: open workflow tasks overdue now (due date before today in the tenant\'s calendar; not the period\'s, in the unit and category of the idea), ' +
          'each task once, per kind; null unless the caller sees the whole tenant (ADMIN, EVALUATORS) or is an idea manager. ' +
          '`premiums`: premiums released (paid) by the UTC day of release within `from`/`to` (not the cohort submitted in the period), EUR, per month of release; ' +
          'null unless the caller is an idea manager or ADMIN. 400 VALIDATION_FAILED for bad input.',
        querystring: KeyIndicatorsQuery,
        response: { 200: KeyFiguresResponse },
      },
    },
    async ({ caller, query }) => {
      // The cohort's figures (kept per version of their inputs), the tasks overdue now (the
      // tenant's tasks kept a minute) and the premiums paid: three rules, side by side.
      const manager = callerIsIdeaManager(db, caller).then((ideaManager) => ({ ...caller, ideaManager }));
      const [figures, overdue, premiums] = await Promise.all([
        cached('figures', caller, query, () => keyFigures(db, caller, query)),
        manager.then((who) => overdueTasks(db, who, query, clock(), tasksOf)),
        manager.then((who) => premiumsPaid(db, who, query)),
      ]);
      return { ...figures, overdueTasks: overdue, premiums };
    },
  );
};
