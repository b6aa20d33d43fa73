import type { KeyIndicatorsQuery, OverdueTasks } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { dueState, seesWholeTenant } from '@idea-portal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';
import type { tenantTasks } from '../tasks/reminders';

type Kind = OverdueTasks['byKind'][number]['kind'];

/**
 * The open workflow tasks overdue now (OverdueTasks in the contracts): the tenant's pending tasks
 * as the reminder job sees them (`tenantTasks`, one rule of who has which task), overdue by
 * `dueState` in the tenant's calendar today, each task (kind, idea) once, in the unit and category
 * of the idea when filtered; the period does not apply. Null unless the caller sees the whole
 * tenant or is an idea manager: the count covers ideas others may not see. `tasksOf`: the
 * tenant's tasks (the API keeps them a minute: asking every person's tasks takes a while).
 */
export async function overdueTasks(
  db: Database,
  caller: Caller & { ideaManager: boolean },
  q: KeyIndicatorsQuery,
  now: Date,
  tasksOf: (tenantId: string, now: Date) => ReturnType<typeof tenantTasks>,
): Promise<OverdueTasks | null> {
  if (!seesWholeTenant(caller.role) && !caller.ideaManager) return null;
  const { tasks, today, policy } = await tasksOf(caller.tenantId, now);
  const overdue = new Map<string, { kind: Kind; ideaId: string }>();
  for (const t of tasks) {
    if (t.kind === 'escalation' || dueState(t.dueDate, today, policy) !== 'overdue') continue;
    overdue.set(`${t.kind} ${t.ideaId}`, { kind: t.kind, ideaId: t.ideaId });
  }
  let counted = [...overdue.values()];
  if ((q.organizationalUnitId || q.categoryId) && counted.length) {
    const filters = [eq(ideas.tenantId, caller.tenantId), inArray(ideas.id, [...new Set(counted.map((t) => t.ideaId))])];
    if (q.organizationalUnitId) filters.push(eq(ideas.organizationalUnitId, q.organizationalUnitId));
    if (q.categoryId) filters.push(eq(ideas.categoryId, q.categoryId));
    const kept = new Set((await db.select({ id: ideas.id }).from(ideas).where(and(...filters))).map((r) => r.id));
    counted = counted.filter((t) => kept.has(t.ideaId));
  }
  const byKind = new Map<Kind, number>();
  for (const t of counted) byKind.set(t.kind, (byKind.get(t.kind) ?? 0) + 1);
  return {
    total: counted.length,
    byKind: [...byKind].map(([kind, n]) => ({ kind, n })).sort((a, b) => b.n - a.n || a.kind.localeCompare(b.kind)),
  };
}
