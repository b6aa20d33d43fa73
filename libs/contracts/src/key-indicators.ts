import { z } from 'zod';
import { Id } from './common';
import { IDEA_STATUSES } from './idea-statuses';

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
