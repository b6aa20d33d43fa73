import type { IdeaStatus } from '@idea-portal/contracts';

export interface PlannedEntry {
  entityType: 'idea' | 'first_assessment' | 'review';
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
  /** 'submitter' | 'assignee' | 'admin' */
  actor: 'submitter' | 'assignee' | 'admin';
}

const FORWARD: IdeaStatus[] = ['draft', 'first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed'];

/** The status path that leads to `status` (rejected ideas stop after first assessment or review). */
export function statusPath(status: IdeaStatus, n: number): IdeaStatus[] {
  if (status === 'rejected') return [...FORWARD.slice(0, n % 2 === 0 ? 2 : 3), 'rejected'];
  return FORWARD.slice(0, FORWARD.indexOf(status) + 1);
}

/** History of a seeded idea: created, each status change, the assessor assignment. */
export function planHistory(status: IdeaStatus, n: number, assigneeName: string | null): PlannedEntry[] {
  const path = statusPath(status, n);
  const entries: PlannedEntry[] = [{ entityType: 'idea', fieldName: 'created', oldValue: null, newValue: 'draft', actor: 'submitter' }];
  for (let i = 1; i < path.length; i++) {
    const from = path[i - 1] ?? null;
    const to = path[i] ?? null;
    const actor = to === 'first_assessment' ? 'submitter' : from === 'first_assessment' && assigneeName ? 'assignee' : 'admin';
    entries.push({ entityType: 'idea', fieldName: 'status', oldValue: from, newValue: to, actor });
    if (to === 'first_assessment' && assigneeName) {
      entries.push({ entityType: 'first_assessment', fieldName: 'assigneeId', oldValue: null, newValue: assigneeName, actor: 'admin' });
    }
    if (from === 'review' && to !== 'rejected') {
      entries.push({ entityType: 'review', fieldName: 'decision', oldValue: null, newValue: 'approve', actor: 'admin' });
    }
  }
  return entries;
}
