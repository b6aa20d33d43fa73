import { and, eq, isNull } from 'drizzle-orm';
import { ideaExpertOpinions } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../errors';
import { excerpt, newId, type Tx } from '../ideas/write-kernel';
import { workflowUsers, type WorkflowChange } from '../workflow/repository';

/** Asks each expert who has no open request on this idea yet; each one is told. */
export async function requestOpinions(
  tx: Tx,
  idea: { id: string; tenantId: string },
  requestedBy: string,
  expertIds: readonly string[],
  note: string | null | undefined,
): Promise<WorkflowChange[]> {
  const open = await tx
    .select({ expertId: ideaExpertOpinions.expertId })
    .from(ideaExpertOpinions)
    .where(and(eq(ideaExpertOpinions.ideaId, idea.id), isNull(ideaExpertOpinions.answeredAt)));
  const already = new Set(open.map((o) => o.expertId));
  const fresh = [...new Set(expertIds)].filter((id) => !already.has(id));
  if (!fresh.length) return [];
  const now = new Date();
  await tx.insert(ideaExpertOpinions).values(
    fresh.map((expertId) => ({ id: newId('exp'), ideaId: idea.id, tenantId: idea.tenantId, expertId, requestedBy, requestedAt: now, note: note ?? null })),
  );
  const names = await workflowUsers(tx, idea.tenantId, fresh);
  return fresh.map((id) => ({ entityType: 'review' as const, fieldName: 'expertRequested', oldValue: null, newValue: names.get(id)?.name ?? id, concernedUserId: id }));
}

/**
 * The expert's comment on their open request (404 unknown, 403 another expert's request unless
 * ADMIN, 409 INVALID_TRANSITION already answered); whoever asked is told.
 */
export async function giveOpinion(
  tx: Tx,
  caller: { id: string; role: string },
  ideaId: string,
  opinionId: string,
  comment: string,
  /** The absent expert the caller answers for as their deputy. */
  forExpertId?: string,
): Promise<WorkflowChange[]> {
  const [opinion] = await tx.select().from(ideaExpertOpinions).where(and(eq(ideaExpertOpinions.id, opinionId), eq(ideaExpertOpinions.ideaId, ideaId)));
  if (!opinion) throw notFound('Expert opinion request');
  if (opinion.expertId !== caller.id && opinion.expertId !== forExpertId && caller.role !== 'ADMIN') throw forbidden('This request was sent to another expert');
  if (opinion.answeredAt) throw new HttpError('INVALID_TRANSITION', 'This expert opinion has already been given');
  await tx.update(ideaExpertOpinions).set({ comment, answeredAt: new Date() }).where(eq(ideaExpertOpinions.id, opinionId));
  return [{ entityType: 'review', fieldName: 'expertOpinion', oldValue: null, newValue: excerpt(comment), concernedUserId: opinion.requestedBy }];
}
