import { eq } from 'drizzle-orm';
import { ideaDecisions } from '../../db/schema';
import type { Tx } from '../ideas/write-kernel';
import { fieldChanges, workflowUsers, type WorkflowChange } from '../workflow/repository';

type DecisionRow = typeof ideaDecisions.$inferSelect;
export type DecisionFields = Partial<Omit<DecisionRow, 'ideaId' | 'tenantId' | 'updatedAt'>>;

/** Inserts or updates the final decision; returns the history entries of what changed. */
export async function upsertDecision(tx: Tx, idea: { id: string; tenantId: string }, fields: DecisionFields): Promise<WorkflowChange[]> {
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as DecisionFields;
  const [before] = await tx.select().from(ideaDecisions).where(eq(ideaDecisions.ideaId, idea.id));
  await tx
    .insert(ideaDecisions)
    .values({ ideaId: idea.id, tenantId: idea.tenantId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: ideaDecisions.ideaId, set: { ...values, updatedAt: new Date() } });
  const changes = fieldChanges<Record<string, unknown>>('idea', before, values, ['decision', 'reason', 'realisedSavings', 'note'], { reason: 'decisionReason' });
  // Who recorded savings that wait for a second person, and who confirmed them, by name.
  const people = await workflowUsers(tx, idea.tenantId, [values.completionRequestedBy, values.completionConfirmedBy]);
  const name = (id: string) => people.get(id)?.name ?? id;
  if (values.completionRequestedBy) changes.push({ entityType: 'idea', fieldName: 'completionRequestedBy', oldValue: null, newValue: name(values.completionRequestedBy) });
  if (values.completionConfirmedBy) changes.push({ entityType: 'idea', fieldName: 'completionConfirmedBy', oldValue: null, newValue: name(values.completionConfirmedBy) });
  return changes;
}
