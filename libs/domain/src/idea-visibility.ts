import type { AppRole, IdeaStatus, Visibility } from '@idea-portal/contracts';
import { isIdeaCreator } from './idea-access';
import { seesWholeTenant } from './permissions';

export interface VisibleIdea {
  status: IdeaStatus;
  submitterId: string;
  contributors: ReadonlyArray<{ id: string } | string>;
  ideaAssessment?: { assigneeId: string | null } | null;
  visibility: Visibility;
  organizationalUnitId: string | null;
  /** User ids who may see the idea when visibility is 'people'. */
  visibleTo?: readonly string[];
  /** Asked experts and the person in charge of the implementation. */
  otherParticipantIds?: readonly string[];
  /** Asked experts who have not answered yet and the person in charge of the implementation: with the assignee, whose deputy sees the idea. */
  taskHolderIds?: readonly string[];
}

/** Submitter, contributor, assessment assignee, asked expert or person in charge of implementation. */
export function isIdeaParticipant(user: { id: string }, idea: VisibleIdea): boolean {
  return isIdeaCreator(user, idea) || idea.ideaAssessment?.assigneeId === user.id || (idea.otherParticipantIds ?? []).includes(user.id);
}

/** The assessment assignee, an asked expert who has not answered, or the person in charge of the implementation. */
function holdsTaskOn(personId: string, idea: VisibleIdea): boolean {
  return idea.ideaAssessment?.assigneeId === personId || (idea.taskHolderIds ?? []).includes(personId);
}

/**
 * Whether the user sees the idea at all (the API's visibility filter as a predicate, for the
 * fakes and the pages): participants always, and the deputy of an absent person who holds a task
 * on it (`standsInFor`: whom the user stands in for today, `principalsOf` in deputies.ts); drafts
 * nobody else; EVALUATORS and ADMIN every other idea of the tenant; everyone else what is shared
 * with the organisation, with their own unit, or with them by name.
 */
export function maySeeIdea(user: { id: string; role: AppRole; organizationalUnitId?: string | null }, idea: VisibleIdea, standsInFor: readonly string[] = []): boolean {
  if (isIdeaParticipant(user, idea) || standsInFor.some((principal) => holdsTaskOn(principal, idea))) return true;
  if (idea.status === 'draft') return false;
  if (seesWholeTenant(user.role)) return true;
  switch (idea.visibility) {
    case 'organization':
      return true;
    case 'unit':
      return !!user.organizationalUnitId && user.organizationalUnitId === idea.organizationalUnitId;
    case 'people':
      return (idea.visibleTo ?? []).includes(user.id);
  }
}
