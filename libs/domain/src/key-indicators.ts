import type { IdeaStatus, KeyFigures } from '@idea-portal/contracts';

/**
 * Key indicators: which submitted ideas count as what. Drafts are not submitted and count
 * nowhere; the API counts in SQL with these lists, the fakes count with `keyFiguresOf`.
 */
export const IN_PROGRESS_STATUSES: readonly IdeaStatus[] = ['first_assessment', 'review', 'implementation', 'final_decision'];
/** Taken to implementation and not rejected since: in implementation, awaiting or past the final decision. */
export const IMPLEMENTED_STATUSES: readonly IdeaStatus[] = ['implementation', 'final_decision', 'accepted', 'completed'];
export const REJECTED_STATUSES: readonly IdeaStatus[] = ['rejected'];
/** The statuses key indicators count (every status but draft), in workflow order. */
export const SUBMITTED_STATUSES: readonly IdeaStatus[] = ['first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed', 'rejected'];

/** A whole percentage of `whole` (0 when there is nothing to divide). */
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** The figures from how many ideas are in each status (drafts, if given, are ignored). */
export function keyFiguresOf(byStatus: Partial<Record<IdeaStatus, number>>): KeyFigures {
  const sum = (statuses: readonly IdeaStatus[]) => statuses.reduce((n, s) => n + (byStatus[s] ?? 0), 0);
  const submitted = sum(SUBMITTED_STATUSES);
  const implemented = sum(IMPLEMENTED_STATUSES);
  const rejected = sum(REJECTED_STATUSES);
  return {
    submitted,
    inProgress: sum(IN_PROGRESS_STATUSES),
    implemented,
    rejected,
    implementationRate: percent(implemented, submitted),
    rejectionRate: percent(rejected, submitted),
  };
}

/** Counts per status of a list of ideas (what the fakes feed to keyFiguresOf). */
export function countByStatus(ideas: Iterable<{ status: IdeaStatus }>): Partial<Record<IdeaStatus, number>> {
  const counts: Partial<Record<IdeaStatus, number>> = {};
  for (const { status } of ideas) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
