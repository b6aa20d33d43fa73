import type { AppRole, ContributorEditMode, IdeaStatus, WorkflowAction } from '@idea-portal/contracts';
import { canManageIdea, isIdeaCreator } from './idea-access';

/**
 * Separation of duties, once for API, UI and MSW fakes:
 * - nobody assesses, reviews, decides or completes an idea they submitted or contribute to
 *   (ADMIN included), nor is made its assignee or person in charge; a tenant of a small
 *   company may allow it (`allowSelfAssessment`);
 * - realised savings above the tenant's threshold need a second person to confirm the completion;
 * - contributors (who share the premium) are fixed from the final decision on; only an idea
 *   manager corrects them then, with a reason.
 */

/** The tenant's settings this rule reads. */
export interface DutyPolicy {
  /** People may handle ideas they submitted or contribute to (small companies). */
  allowSelfAssessment: boolean;
  /** Realised savings above this need a second person (tenant currency). */
  realisedSavingsReviewThreshold: number;
}

export const DEFAULT_DUTY_POLICY: DutyPolicy = { allowSelfAssessment: false, realisedSavingsReviewThreshold: 100_000 };

type IdeaPeople = { submitterId: string; contributors: ReadonlyArray<{ id: string } | string> };
type PolicyIdea = IdeaPeople & { allowSelfAssessment?: boolean };

/**
 * The actions a creator still takes on their own idea: their own (submit, answer a question) and
 * an expert opinion they were asked for (an opinion informs the reviewer, it decides nothing).
 */
export const CREATOR_ACTIONS: readonly WorkflowAction[] = ['submit', 'answerInquiry', 'giveExpertOpinion'];

/** Whether the person submitted or contributes to the idea and the tenant does not allow them to handle it. */
export function isConflicted(personId: string, idea: PolicyIdea): boolean {
  return !idea.allowSelfAssessment && isIdeaCreator({ id: personId }, idea);
}

/** Whether the caller is barred from `action` on this idea because it is their own. */
export function barredAsCreator(user: { id: string }, idea: PolicyIdea, action: WorkflowAction): boolean {
  return !CREATOR_ACTIONS.includes(action) && isConflicted(user.id, idea);
}

/**
 * The first of `personIds` who may not be named assessment assignee (assessor, reviewer, decision
 * maker) or person in charge of implementation on this idea, or null.
 */
export function conflictedAssignee(idea: PolicyIdea, personIds: readonly (string | null | undefined)[]): string | null {
  return personIds.find((id): id is string => !!id && isConflicted(id, idea)) ?? null;
}

// ---- the second person ----------------------------------------------------------------------

/** Whether recording these realised savings waits for a second person's confirmation. */
export function completionNeedsSecondPerson(realisedSavings: number, threshold: number): boolean {
  return realisedSavings > threshold;
}

/** Whether the user may confirm a pending completion: anyone else (the workflow table decides who may complete). */
export function mayConfirmCompletion(user: { id: string }, requestedBy: string | null | undefined): boolean {
  return !!requestedBy && requestedBy !== user.id;
}

// ---- contributors -------------------------------------------------------------------------

/** From the final decision on (and once closed) the contributors are fixed: they share the premium. */
export const CONTRIBUTORS_FROZEN_STATUSES: readonly IdeaStatus[] = ['final_decision', 'accepted', 'completed', 'rejected'];
export function contributorsFrozen(status: IdeaStatus | string): boolean {
  return CONTRIBUTORS_FROZEN_STATUSES.includes(status as IdeaStatus);
}

/**
 * How the caller may change the contributors: `edit` (creators and ADMIN until the final
 * decision), `correct` (an idea manager from then on, with a reason; not on an idea of their own
 * unless the tenant allows it), `frozen` (a creator or ADMIN after the final decision), `none`.
 */
export function contributorEditMode(
  user: { id: string; role: AppRole } | null | undefined,
  idea: PolicyIdea & { status: IdeaStatus | string },
  isIdeaManager: boolean,
): ContributorEditMode {
  if (!user) return 'none';
  const manages = canManageIdea(user, idea);
  if (!contributorsFrozen(idea.status)) return manages ? 'edit' : 'none';
  if (isIdeaManager && !isConflicted(user.id, idea)) return 'correct';
  return manages || isIdeaManager ? 'frozen' : 'none';
}
