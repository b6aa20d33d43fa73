import type { AppRole, Idea, UserProfile } from '@idea-portal/contracts';
import { isEditableStatus, roleForIdea } from '@idea-portal/domain';

export interface IdeaAccess {
  role: AppRole;
  /** Submitter or contributor (CREATORS of this idea per roleForIdea). */
  isCreator: boolean;
  isAdmin: boolean;
  /** Edit: creators while draft / submitted, or an admin. */
  canEdit: boolean;
  /** Attachments and contributors: creators and admins (the API decides in the end). */
  canManage: boolean;
}

/** What the caller may do with an idea (spec section 6; the UI only hides what the API refuses). */
export function ideaAccess(me: Pick<UserProfile, 'id' | 'role'> | null | undefined, idea: Idea): IdeaAccess {
  if (!me) return { role: 'VIEWERS', isCreator: false, isAdmin: false, canEdit: false, canManage: false };
  const role = roleForIdea({ id: me.id, role: me.role }, idea);
  const isCreator =
    role === 'CREATORS' || idea.submitterId === me.id || idea.contributors.some((c) => c.id === me.id);
  const isAdmin = me.role === 'ADMIN';
  return {
    role,
    isCreator,
    isAdmin,
    canEdit: (isCreator && isEditableStatus(idea.status)) || isAdmin,
    canManage: isCreator || isAdmin,
  };
}

