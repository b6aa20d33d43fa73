import { and, eq, inArray } from 'drizzle-orm';
import { ideaAttachments, ideaReviews } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Tx } from '../ideas/write-kernel';
import { fieldChanges, type WorkflowChange } from '../workflow/repository';

type ReviewRow = typeof ideaReviews.$inferSelect;
export type ReviewFields = Partial<Omit<ReviewRow, 'ideaId' | 'tenantId' | 'updatedAt'>>;

const FIELDS = [
  'recommendation',
  'comment',
  'reason',
  'reasoningCategory',
  'isPostponed',
  'postponementReason',
  'postponementDate',
  'benefitCalculationType',
  'benefitType',
  'benefitValue',
  'firstYearNetSavings',
  'additionalBenefit',
  'notImplementedReason',
] as const;
/** History names where the column name differs from the form's. */
const LABELS = { comment: 'reviewComment', reason: 'rejectReason' } as const;

/**
 * Inserts or updates the review; returns the history entries of what changed, named as
 * `historyNames` says where a step writes a column for a purpose of its own (the postponement's note).
 */
export async function upsertReview(
  tx: Tx,
  idea: { id: string; tenantId: string },
  fields: ReviewFields,
  historyNames: Partial<Record<(typeof FIELDS)[number], string>> = {},
): Promise<WorkflowChange[]> {
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ReviewFields;
  const [before] = await tx.select().from(ideaReviews).where(eq(ideaReviews.ideaId, idea.id));
  await tx
    .insert(ideaReviews)
    .values({ ideaId: idea.id, tenantId: idea.tenantId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: ideaReviews.ideaId, set: { ...values, updatedAt: new Date() } });
  return fieldChanges<Record<string, unknown>>('review', before, values, FIELDS, { ...LABELS, ...historyNames });
}

/** 400 unless every id is an attachment of this idea. */
export async function requireIdeaAttachments(tx: Tx, ideaId: string, ids: readonly string[] | undefined): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (!wanted.length) return;
  const found = await tx
    .select({ id: ideaAttachments.id })
    .from(ideaAttachments)
    .where(and(eq(ideaAttachments.ideaId, ideaId), inArray(ideaAttachments.id, wanted)));
  if (found.length !== wanted.length) throw new HttpError('VALIDATION_FAILED', 'Unknown attachment', [{ path: 'body.attachmentIds', message: 'validation.invalidType' }]);
}
