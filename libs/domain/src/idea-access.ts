import type { AppRole, IdeaStatus } from '@idea-portal/contracts';
import { roleForIdea } from './permissions';
import { isEditableStatus } from './status';

type IdeaPeople = { submitterId: string; contributors: ReadonlyArray<{ id: string } | string> };

/**
 * Submitter or contributor of the idea (the per-idea CREATORS), whatever the
 * user's global role: an evaluator who submitted an idea is still one of its creators.
 */
export function isIdeaCreator(user: { id: string }, idea: IdeaPeople): boolean {
  return idea.submitterId === user.id || idea.contributors.some((c) => (typeof c === 'string' ? c : c.id) === user.id);
}

/**
 * Creators and ADMIN manage an idea's attachments (in any status) and its contributors until the
 * final decision (then they are fixed: `contributorEditMode` in ./separation-of-duties.ts).
 */
export function canManageIdea(user: { id: string; role: AppRole }, idea: IdeaPeople): boolean {
  return user.role === 'ADMIN' || isIdeaCreator(user, idea);
}

/** Creators and ADMIN edit an idea's fields while it is draft or first_assessment. */
export function canEditIdea(user: { id: string; role: AppRole }, idea: IdeaPeople & { status: IdeaStatus }): boolean {
  return canManageIdea(user, idea) && isEditableStatus(idea.status);
}

/** Only drafts are deleted, by their submitter or an ADMIN. */
export function canDeleteIdea(user: { id: string; role: AppRole }, idea: { submitterId: string; status: IdeaStatus }): boolean {
  return idea.status === 'draft' && (user.role === 'ADMIN' || idea.submitterId === user.id);
}

/** What a caller may do with one idea: computed once here, so the pages hide exactly what the API refuses. */
export interface IdeaAccess {
  role: AppRole;
  /** Submitter or contributor. */
  isCreator: boolean;
  isAdmin: boolean;
  /** Edit the fields: creators and ADMIN while draft / first_assessment. */
  canEdit: boolean;
  /** Attachments (and contributors until the final decision): creators and ADMIN. */
  canManage: boolean;
}

type IdeaForAccess = IdeaPeople & { status: IdeaStatus; ideaAssessment?: { assigneeId: string | null } | null };

/** The caller's access to an idea; signed out (or not loaded yet) is a viewer. */
export function ideaAccess(user: { id: string; role: AppRole } | null | undefined, idea: IdeaForAccess): IdeaAccess {
  if (!user) return { role: 'VIEWERS', isCreator: false, isAdmin: false, canEdit: false, canManage: false };
  return {
    role: roleForIdea(user, idea),
    isCreator: isIdeaCreator(user, idea),
    isAdmin: user.role === 'ADMIN',
    canEdit: canEditIdea(user, idea),
    canManage: canManageIdea(user, idea),
  };
}
