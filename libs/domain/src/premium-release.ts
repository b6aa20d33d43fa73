import type { PremiumStatus } from '@idea-portal/contracts';

/**
 * Four eyes on a premium: the idea manager agrees (approve, or adjust then approve), the works
 * council approves or objects. Released once both agreed, or, where the rule set allows it,
 * once the objection period after the idea manager's agreement passed without objection.
 */
/** What a new approval round clears (a proposal, a recalculation): the adjustment, both agreements, an objection, the release. */
export const FRESH_APPROVAL_ROUND = {
  adjustmentReason: null,
  adjustedBy: null,
  managerApprovedBy: null,
  managerApprovedAt: null,
  worksCouncilBy: null,
  worksCouncilApprovedAt: null,
  objectedAt: null,
  objectionReason: null,
  objectionDeadline: null,
  releasedAt: null,
} as const;

export interface PremiumReleaseState {
  status: PremiumStatus;
  managerApprovedAt: Date | null;
  worksCouncilApprovedAt: Date | null;
  objectedAt: Date | null;
}

export interface ReleaseRules {
  objectionPeriodDays: number;
  releaseAfterObjectionPeriod: boolean;
}

const DAY_MS = 86_400_000;

/** When the works council's objection period ends (null: the idea manager has not agreed yet). */
export function objectionDeadline(state: Pick<PremiumReleaseState, 'managerApprovedAt'>, rules: ReleaseRules): Date | null {
  return state.managerApprovedAt ? new Date(state.managerApprovedAt.getTime() + rules.objectionPeriodDays * DAY_MS) : null;
}

/** The status the premium has at `now`. */
export function premiumStatus(state: PremiumReleaseState, rules: ReleaseRules, now: Date): PremiumStatus {
  if (state.status === 'released') return 'released';
  if (state.objectedAt) return 'objected';
  if (state.managerApprovedAt && state.worksCouncilApprovedAt) return 'released';
  const deadline = objectionDeadline(state, rules);
  if (rules.releaseAfterObjectionPeriod && deadline && now.getTime() >= deadline.getTime()) return 'released';
  if (state.managerApprovedAt || state.worksCouncilApprovedAt) return 'approved';
  return 'proposed';
}

/** When a premium counts as released: both agreed (the later of the two), or the end of the objection period. */
export function releasedAt(state: PremiumReleaseState, rules: ReleaseRules, now: Date): Date | null {
  if (premiumStatus(state, rules, now) !== 'released') return null;
  if (state.managerApprovedAt && state.worksCouncilApprovedAt) return new Date(Math.max(state.managerApprovedAt.getTime(), state.worksCouncilApprovedAt.getTime()));
  return objectionDeadline(state, rules);
}

export type PremiumAction = 'adjust' | 'approve' | 'worksCouncilApprove' | 'object' | 'proposeShares' | 'confirmShares';

/**
 * What a person may do with a premium: the idea manager adjusts, agrees and confirms shares until
 * it is released; the works council approves or objects once (an objection sends it back to the
 * idea manager, whose adjustment opens a new round); the submitter proposes shares. Nobody
 * approves a premium of their own idea.
 */
export function premiumActions(
  who: { ideaManager: boolean; worksCouncil: boolean; isSubmitter: boolean; isCreator: boolean },
  state: PremiumReleaseState,
  rules: ReleaseRules,
  now: Date,
  teamSize: number,
): PremiumAction[] {
  const status = premiumStatus(state, rules, now);
  if (status === 'released') return [];
  const actions: PremiumAction[] = [];
  if (who.ideaManager && !who.isCreator) {
    actions.push('adjust');
    if (!state.managerApprovedAt && !state.objectedAt) actions.push('approve');
    if (teamSize > 1) actions.push('confirmShares');
  }
  if (who.worksCouncil && !who.isCreator && !state.worksCouncilApprovedAt && !state.objectedAt) actions.push('worksCouncilApprove', 'object');
  if (who.isSubmitter && teamSize > 1) actions.push('proposeShares');
  return actions;
}
