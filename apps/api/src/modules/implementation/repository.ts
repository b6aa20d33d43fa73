import { eq } from 'drizzle-orm';
import { ideaImplementations } from '../../db/schema';
import type { Tx } from '../ideas/write-kernel';
import { fieldChanges, workflowUsers, type WorkflowChange } from '../workflow/repository';

type ImplementationRow = typeof ideaImplementations.$inferSelect;
export type ImplementationFields = Partial<Pick<ImplementationRow, 'status' | 'hint' | 'plannedDate' | 'priority' | 'inChargeId' | 'implementedAt'>>;

/** History names of the implementation columns. */
const LABELS = {
  status: 'implementationStatus',
  hint: 'implementationHint',
  plannedDate: 'plannedImplementationDate',
  priority: 'implementationPriority',
} as const;

/**
 * Inserts or updates the implementation with the given fields (undefined = unchanged); returns
 * the history entries. A new person in charge is named in the history and told.
 */
export async function upsertImplementation(tx: Tx, idea: { id: string; tenantId: string }, fields: ImplementationFields): Promise<WorkflowChange[]> {
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ImplementationFields;
  if (!Object.keys(values).length) return [];
  const [before] = await tx.select().from(ideaImplementations).where(eq(ideaImplementations.ideaId, idea.id));
  await tx
    .insert(ideaImplementations)
    .values({ ideaId: idea.id, tenantId: idea.tenantId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: ideaImplementations.ideaId, set: { ...values, updatedAt: new Date() } });
  const changes = fieldChanges<Record<string, unknown>>('review', before, values, ['status', 'hint', 'plannedDate', 'priority'], LABELS);
  if (values.inChargeId !== undefined && values.inChargeId !== (before?.inChargeId ?? null)) {
    const names = await workflowUsers(tx, idea.tenantId, [before?.inChargeId, values.inChargeId]);
    const name = (id: string | null | undefined) => (id ? (names.get(id)?.name ?? id) : null);
    changes.push({ entityType: 'review', fieldName: 'inChargeOfImplementation', oldValue: name(before?.inChargeId), newValue: name(values.inChargeId), concernedUserId: values.inChargeId });
  }
  if (values.implementedAt) changes.push({ entityType: 'idea', fieldName: 'implemented', oldValue: null, newValue: values.implementedAt.toISOString() });
  return changes;
}
