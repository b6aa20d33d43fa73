import type { AdminSection, AppRole } from '@idea-portal/contracts';

/** Permission names. */
export const FULL_PERMISSIONS = [
  'IDEA_DETAILS',
  'IDEA_INQUIRY',
  'IDEA_ASSESSMENT',
  'IDEA_REVIEW',
  'IDEA_IMPLEMENTATION',
  'IDEA_FINAL_DECISION',
  'IDEA_HISTORY',
] as const;
export const READ_ONLY_PERMISSIONS = [
  'IDEA_ASSESSMENT_READ_ONLY',
  'IDEA_REVIEW_READ_ONLY',
  'IDEA_IMPLEMENTATION_READ_ONLY',
  'IDEA_FINAL_DECISION_READ_ONLY',
  'IDEA_HISTORY_READ_ONLY',
] as const;
export type Permission = (typeof FULL_PERMISSIONS)[number] | (typeof READ_ONLY_PERMISSIONS)[number];

/**
 * The role -> permission table: what a global role may do with ideas beyond creating and
 * submitting their own (see canCreateIdeas). VIEWERS, the role of every ordinary employee, keep
 * no assessment rights; on an idea they submitted or contribute to they count as its CREATORS
 * (roleForIdea).
 */
export const ROLE_PERMISSIONS: Record<AppRole, readonly Permission[]> = {
  ADMIN: FULL_PERMISSIONS,
  EVALUATORS: FULL_PERMISSIONS,
  VIEWERS: ['IDEA_DETAILS'],
  CREATORS: ['IDEA_DETAILS', 'IDEA_INQUIRY', ...READ_ONLY_PERMISSIONS],
};

export function permissionsFor(role: AppRole): readonly Permission[] {
  return ROLE_PERMISSIONS[role];
}

/** An account that may use the portal: enabled and ACTIVE. */
export function isActiveAccount(account: { enabled: boolean; status: string }): boolean {
  return account.enabled && account.status === 'ACTIVE';
}

/**
 * Creating and submitting ideas: every signed-in, active employee of a tenant, whatever their
 * global role (VIEWERS included); the roles say what someone may do beyond that (assess, administer).
 */
export function canCreateIdeas(account: { enabled: boolean; status: string }): boolean {
  return isActiveAccount(account);
}

export function hasPermission(role: AppRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Every page of the admin area, in the order of its navigation. */
export const ADMIN_SECTIONS: readonly AdminSection[] = ['dashboard', 'users', 'organizations', 'categories', 'settings', 'premiumRules', 'payroll', 'activity', 'ideas'];

/** What an idea manager without ADMIN keeps in the admin area: the premium rules and the payroll export (issue 39). */
export const IDEA_MANAGER_ADMIN_SECTIONS: readonly AdminSection[] = ['premiumRules', 'payroll'];

/**
 * The admin pages someone may open: ADMIN all of them, an idea manager (user function or the
 * tenant's list, `isIdeaManager`) the premium rules and the payroll export, nobody else any. The
 * API answers this (GET /users/me) and enforces it on each endpoint; the UI only follows it.
 */
export function adminSectionsFor(role: AppRole, ideaManager = false): readonly AdminSection[] {
  if (role === 'ADMIN') return ADMIN_SECTIONS;
  return ideaManager ? IDEA_MANAGER_ADMIN_SECTIONS : [];
}

/** Whether someone enters the admin area at all: an administrator or an idea manager. */
export function canAccessAdmin(role: AppRole, ideaManager = false): boolean {
  return adminSectionsFor(role, ideaManager).length > 0;
}

/** Evaluators and admins see every idea of their tenant. */
export function seesWholeTenant(role: AppRole): boolean {
  return role === 'ADMIN' || role === 'EVALUATORS';
}

/**
 * Per-idea role: EVALUATORS if the user is the assessment assignee,
 * CREATORS if the submitter or among the contributors, VIEWERS otherwise. A global
 * ADMIN or EVALUATORS role is never lowered by this rule.
 */
export function roleForIdea(
  user: { id: string; role: AppRole },
  idea: { submitterId: string; contributors: ReadonlyArray<{ id: string } | string>; ideaAssessment?: { assigneeId: string | null } | null },
): AppRole {
  if (user.role === 'ADMIN' || user.role === 'EVALUATORS') return user.role;
  if (idea.ideaAssessment?.assigneeId === user.id) return 'EVALUATORS';
  const contributorIds = idea.contributors.map((c) => (typeof c === 'string' ? c : c.id));
  if (idea.submitterId === user.id || contributorIds.includes(user.id)) return 'CREATORS';
  return 'VIEWERS';
}
