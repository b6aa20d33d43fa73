/**
 * Priority (Prioritätsprinzip): of two identical ideas, the one filed first wins. The assessor
 * links a later idea to the earlier submission it duplicates; the later one is closed (rejected
 * with the reason 'duplicate', action markDuplicate of the workflow table).
 */

export interface DuplicateCandidate {
  id: string;
  tenantId: string;
  /** When it was submitted; null for a draft. */
  submittedAt: Date | null;
}

export type DuplicateRefusal = 'DUPLICATE_OF_ITSELF' | 'DUPLICATE_NOT_EARLIER';

/**
 * Whether `later` may be linked as a duplicate of `earlier` (400 with the code otherwise): another
 * idea of the same tenant (the API answers 404 for another tenant's) that was submitted strictly
 * before it. A draft was never filed, so it has no priority.
 */
export function checkDuplicateLink(later: DuplicateCandidate, earlier: DuplicateCandidate): { ok: true } | { ok: false; code: DuplicateRefusal } {
  if (later.id === earlier.id) return { ok: false, code: 'DUPLICATE_OF_ITSELF' };
  if (!earlier.submittedAt || !later.submittedAt || earlier.submittedAt.getTime() >= later.submittedAt.getTime()) return { ok: false, code: 'DUPLICATE_NOT_EARLIER' };
  return { ok: true };
}
