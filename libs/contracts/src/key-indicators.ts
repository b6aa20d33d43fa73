import { z } from 'zod';
import { Id } from './common';
import { IDEA_STATUSES } from './idea-statuses';
import { TaskKind } from './work-items';

/**
 * GET /key-indicators: figures over the submitted ideas the caller may see (drafts never count).
 * An idea counts on the UTC day it was submitted; `from` and `to` are inclusive days.
 */
export const KeyIndicatorsQuery = z.strictObject({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** One organisational unit (the idea's, i.e. its submitter's when submitted). */
  organizationalUnitId: Id.optional(),
  /** One category, by id. */
  categoryId: Id.optional(),
});
export type KeyIndicatorsQuery = z.infer<typeof KeyIndicatorsQuery>;

const Count = z.number().int().nonnegative();
const Percent = z.number().int().min(0).max(100);

/**
 * The figures of a set of ideas: all of them, a unit, a category or a month (libs/domain
 * keyFiguresOf defines them). Later figures (ideas per 100 employees, lead times...) join here, so
 * every breakdown gets them.
 */
export const KeyFigures = z.object({
  /** Submitted ideas (every status but draft). */
  submitted: Count,
  /** In first assessment, review, implementation or awaiting the final decision. */
  inProgress: Count,
  /** Taken to implementation and not rejected since. */
  implemented: Count,
  rejected: Count,
  /** Whole percentages of `submitted`. */
  implementationRate: Percent,
  rejectionRate: Percent,
});
export type KeyFigures = z.infer<typeof KeyFigures>;

export const KeyIndicatorsResponse = z.object({
  figures: KeyFigures,
  /** Every status but draft, in workflow order, zeros included. */
  byStatus: z.array(z.object({ status: z.enum(IDEA_STATUSES), count: Count })),
  /** Categories with ideas, most ideas first; `category` null: ideas without one. */
  byCategory: z.array(
    z.object({
      category: z.object({ id: z.string(), name: z.string(), nameDe: z.string().nullable() }).nullable(),
      figures: KeyFigures,
    }),
  ),
  /** Organisational units with ideas, most ideas first; `unit` null: ideas without one. */
  byUnit: z.array(z.object({ unit: z.object({ id: z.string(), name: z.string() }).nullable(), figures: KeyFigures })),
  /** Months (`YYYY-MM`, UTC) with ideas, oldest first. */
  byMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), figures: KeyFigures })),
});
export type KeyIndicatorsResponse = z.infer<typeof KeyIndicatorsResponse>;

/** Working days; null where nothing was measured. */
const Days = z.number().nonnegative().nullable();
/** A percentage with one decimal; null where there is nothing to divide by. */
const Rate = z.number().min(0).nullable();
const Money = z.number();

/** Median and 90th percentile of a lead time in working days, over `ideas` ideas. */
export const LeadTime = z.object({ ideas: Count, median: Days, p90: Days });
export type LeadTime = z.infer<typeof LeadTime>;

export const LEAD_TIME_STAGES = ['first_assessment', 'review', 'implementation', 'final_decision', 'accepted'] as const;

/**
 * The association's figures of a set of ideas submitted in the period (libs/domain key-figures
 * defines each; the README lists them).
 */
export const AssociationFigures = z.object({
  submitted: Count,
  /** Active employees (accounts) of the tenant or unit, today. */
  employees: Count,
  /** Distinct employees who submitted or contributed to an idea of the period. */
  participants: Count,
  ideasPer100Employees: Rate,
  participationRate: Rate,
  /** Accepted, completed or rejected. */
  decided: Count,
  /** Accepted or completed. */
  implemented: Count,
  /** implemented / decided. */
  implementationRate: Rate,
  /** First-year net benefit of the implemented ideas (the reviewer's calculation), EUR. */
  firstYearNetBenefit: Money,
  /** Realised savings recorded at completion, EUR. */
  realisedSavings: Money,
  toDecision: LeadTime,
  toCompletion: LeadTime,
});
export type AssociationFigures = z.infer<typeof AssociationFigures>;

/**
 * Open workflow tasks overdue now: the pending tasks of the tenant (the rule of GET /tasks and the
 * hourly reminder job, each task with the person in charge of it) whose due date, in the tenant's
 * calendar, is before today (`dueState` overdue). Counted today, not over the period; in the unit
 * and category of the idea when filtered. Each task (kind and idea) counts once, however many
 * people share it (an inquiry to the submitter and the contributors); escalations are not tasks of
 * their own. Per kind: the kinds with overdue tasks, most first.
 */
export const OverdueTasks = z.object({
  total: Count,
  byKind: z.array(z.object({ kind: TaskKind.exclude(['escalation']), n: Count })),
});
export type OverdueTasks = z.infer<typeof OverdueTasks>;

/**
 * Premiums paid: the idea premiums released (status released), counted by the UTC day of their
 * release within `from`/`to` (NOT the cohort submitted in the period: a premium counts in the
 * period it was paid in, whenever its idea was submitted), in the unit and category of the idea
 * when filtered. `released`: ideas whose premium was released; `amount`: their premiums' sum in
 * EUR (premiums kept in another currency are not counted). Per month (`YYYY-MM`, UTC) of release,
 * oldest first, months without a release left out.
 */
export const PremiumFigures = z.object({
  released: Count,
  amount: Money,
  byMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), released: Count, amount: Money })),
});
export type PremiumFigures = z.infer<typeof PremiumFigures>;

/**
 * GET /key-indicators/figures: the association's key figures over the submitted ideas the caller
 * may see, the cohort submitted in the period (`from`/`to`, as GET /key-indicators), counted in
 * SQL over the workflow's history; besides them the tasks overdue now and the premiums paid in the
 * period (each with its own rule, see OverdueTasks and PremiumFigures).
 */
export const KeyFiguresResponse = z.object({
  /**
   * What lead times count as working days: the tenant's calendar (no weekends, no public holidays
   * of the German state in the deadline settings, no company closing days).
   */
  workingDays: z.literal('tenantCalendar'),
  total: AssociationFigures,
  byUnit: z.array(z.object({ unit: z.object({ id: z.string(), name: z.string() }).nullable(), figures: AssociationFigures })),
  /** Months (`YYYY-MM`, UTC) of submission, oldest first. */
  byMonth: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), figures: AssociationFigures })),
  /** Time spent in each stage (summed when an idea came back to it), overall and per unit. */
  stages: z.array(z.object({ stage: z.enum(LEAD_TIME_STAGES), total: LeadTime, byUnit: z.array(z.object({ unitId: z.string().nullable(), leadTime: LeadTime })) })),
  /**
   * Tasks overdue now (not the period's): for callers who see the whole tenant (ADMIN,
   * EVALUATORS) and idea managers; null for everyone else (they would learn of tasks on ideas
   * they may not see).
   */
  overdueTasks: OverdueTasks.nullable(),
  /** Premiums paid per month of release in `from`/`to`: for idea managers and ADMIN; null for everyone else. */
  premiums: PremiumFigures.nullable(),
});
export type KeyFiguresResponse = z.infer<typeof KeyFiguresResponse>;
