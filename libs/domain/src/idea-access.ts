import type { AppRole, IdeaStatus } from '@idea-portal/contracts';
import { isEditableStatus } from './status';

type IdeaPeople = { submitterId: string; contributors: ReadonlyArray<{ id: string } | string> };

/**
 * Submitter or contributor of the idea (the per-idea CREATORS of spec section 6), whatever the
 * user's global role: an evaluator who submitted an idea is still one of its creators.
 */
export function isIdeaCreator(user: { id: string }, idea: IdeaPeople): boolean {
  return idea.submitterId === user.id || idea.contributors.some((c) => (typeof c === 'string' ? c : c.id) === user.id);
}

/** Creators and ADMIN manage an idea's attachments and contributors (in any status). */
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
