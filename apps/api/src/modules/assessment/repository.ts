import type { AssessmentSaveInput } from '@idea-portal/contracts';
import { eq } from 'drizzle-orm';
import { ideaAssessments, ideas } from '../../db/schema';
import type { Tx } from '../ideas/write-kernel';
import { fieldChanges, workflowUsers, type WorkflowChange } from '../workflow/repository';

type AssessmentRow = typeof ideaAssessments.$inferSelect;
type AssessmentFields = Omit<AssessmentSaveInput, 'version' | 'assigneeId'> & { completedAt?: Date; assessorId?: string; rejectReason?: string };

const FIELDS = ['classification', 'isValidIdea', 'invalidReason', 'assignmentNote', 'statusAfterAssignment', 'note', 'rejectReason'] as const;

export async function findAssessment(tx: Tx, ideaId: string): Promise<AssessmentRow | undefined> {
  const [row] = await tx.select().from(ideaAssessments).where(eq(ideaAssessments.ideaId, ideaId));
  return row;
}

/** Inserts or updates the assessment with the given fields; returns the history entries of what changed. */
export async function upsertAssessment(tx: Tx, idea: { id: string; tenantId: string }, fields: AssessmentFields): Promise<WorkflowChange[]> {
  const before = await findAssessment(tx, idea.id);
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<AssessmentRow>;
  await tx
    .insert(ideaAssessments)
    .values({ ideaId: idea.id, tenantId: idea.tenantId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: ideaAssessments.ideaId, set: { ...values, updatedAt: new Date() } });
  const changes = fieldChanges<Record<string, unknown>>('first_assessment', before, fields, FIELDS);
  if (fields.completedAt) changes.push({ entityType: 'first_assessment', fieldName: 'completedAt', oldValue: null, newValue: fields.completedAt.toISOString() });
  return changes;
}

/** Sets the assessment assignee (the per-idea EVALUATORS); the history names both, the new assignee is told. */
export async function setAssignee(
  tx: Tx,
  idea: { id: string; tenantId: string; assessmentAssigneeId: string | null },
  assigneeId: string | null | undefined,
): Promise<WorkflowChange[]> {
  if (assigneeId === undefined || assigneeId === idea.assessmentAssigneeId) return [];
  await tx.update(ideas).set({ assessmentAssigneeId: assigneeId }).where(eq(ideas.id, idea.id));
  const names = await workflowUsers(tx, idea.tenantId, [idea.assessmentAssigneeId, assigneeId]);
  const name = (id: string | null) => (id ? (names.get(id)?.name ?? id) : null);
  return [{ entityType: 'first_assessment', fieldName: 'assigneeId', oldValue: name(idea.assessmentAssigneeId), newValue: name(assigneeId), concernedUserId: assigneeId }];
}

