import type { TaskKind, TaskListResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';
import { iso, queryRows } from '../../lib/sql';
import { summaryFrom, toSummary } from '../ideas/summary';
import { callerIsIdeaManager } from '../revision-requests/idea-managers';
import { calendarDay, DEPUTY_TASK_KINDS, dueState, taskDueDate } from '@idea-portal/domain';
import { principalsToday, type Principal } from '../absences/deputies';
import { tenantCalendar } from './calendar';

type PendingRow = {
  kind: TaskKind;
  idea_id: string;
  since: Date | string;
  follow_up: string | null;
  /** An escalation: the escalated task's due date and kind. */
  due?: string;
  of?: TaskKind;
};

/**
 * The caller's pending workflow actions, one row per (kind, idea), the SQL form of the domain's
 * `pendingTasks` (apps/api/test/task-rule.test.ts pins it): assess (first_assessment assignee;
 * ADMIN every first_assessment idea), answerInquiry (submitter and contributors, open question),
 * review (assignee), expertOpinion (asked expert, not answered), implement (person in charge,
 * else the assignee), decide (assignee, final_decision or accepted), revise (submitter and
 * contributors while requested changes wait in first_assessment), answerRevisionRequest (assignee
 * and idea managers, open revision request), decideAppeal (idea managers but the appellant, open
 * appeal, in any status). Closed ideas and drafts never appear, but for an appeal.
 */
export async function pendingActions(db: Database, caller: Caller): Promise<PendingRow[]> {
  const me = caller.id;
  const tenant = caller.tenantId;
  const isAdmin = caller.role === 'ADMIN';
  const isIdeaManager = await callerIsIdeaManager(db, caller);
  const creator = sql`(i.submitter_id = ${me} OR EXISTS (SELECT 1 FROM idea_contributors ic WHERE ic.idea_id = i.id AND ic.user_id = ${me}))`;
  return queryRows<PendingRow>(
    db,
    sql`SELECT 'assess' AS kind, i.id AS idea_id, i.status_changed_at AS since, NULL::text AS follow_up
          FROM ideas i
         WHERE i.tenant_id = ${tenant} AND i.status = 'first_assessment' AND (i.assessment_assignee_id = ${me} OR ${isAdmin}::boolean)
        UNION ALL
        SELECT 'answerInquiry', i.id, min(q.asked_at), NULL
          FROM idea_inquiries q JOIN ideas i ON i.id = q.idea_id
         WHERE i.tenant_id = ${tenant} AND q.answered_at IS NULL AND ${creator} AND i.status IN ('first_assessment', 'review')
         GROUP BY i.id
        UNION ALL
        SELECT 'review', i.id, i.status_changed_at, CASE WHEN r.is_postponed THEN r.postponement_date::text END
          FROM ideas i LEFT JOIN idea_reviews r ON r.idea_id = i.id
         WHERE i.tenant_id = ${tenant} AND i.status = 'review' AND i.assessment_assignee_id = ${me}
        UNION ALL
        SELECT 'expertOpinion', i.id, min(e.requested_at), NULL
          FROM idea_expert_opinions e JOIN ideas i ON i.id = e.idea_id
         WHERE i.tenant_id = ${tenant} AND e.expert_id = ${me} AND e.answered_at IS NULL AND i.status = 'review'
         GROUP BY i.id
        UNION ALL
        SELECT 'implement', i.id, i.status_changed_at, NULL
          FROM ideas i LEFT JOIN idea_implementations im ON im.idea_id = i.id
         WHERE i.tenant_id = ${tenant} AND i.status = 'implementation' AND coalesce(im.in_charge_id, i.assessment_assignee_id) = ${me}
        UNION ALL
        SELECT 'decide', i.id, i.status_changed_at, NULL
          FROM ideas i
         WHERE i.tenant_id = ${tenant} AND i.status IN ('final_decision', 'accepted') AND i.assessment_assignee_id = ${me}
        UNION ALL
        SELECT 'revise', i.id, i.changes_requested_at, NULL
          FROM ideas i
         WHERE i.tenant_id = ${tenant} AND i.status = 'first_assessment' AND i.changes_requested_at IS NOT NULL AND ${creator}
        UNION ALL
        SELECT 'answerRevisionRequest', i.id, min(rr.created_at), NULL
          FROM idea_revision_requests rr JOIN ideas i ON i.id = rr.idea_id
         WHERE i.tenant_id = ${tenant} AND rr.answered_at IS NULL AND i.status NOT IN ('draft', 'rejected', 'completed')
           AND (i.assessment_assignee_id = ${me} OR ${isIdeaManager}::boolean)
         GROUP BY i.id
        UNION ALL
        SELECT 'decideAppeal', i.id, min(a.created_at), NULL
          FROM idea_appeals a JOIN ideas i ON i.id = a.idea_id
         WHERE i.tenant_id = ${tenant} AND a.outcome IS NULL AND ${isIdeaManager}::boolean
           AND a.appellant_id IS DISTINCT FROM ${me}
         GROUP BY i.id`,
  );
}

type EscalationRow = { idea_id: string; task_kind: TaskKind; due_date: string; created_at: Date | string };

/**
 * The idea manager's escalations still open: a task of someone else that ran over by the
 * tenant's threshold (written by the deadline job), until it is done (the job resolves it) or
 * given to someone else (at once: the idea's assignee or person in charge is no longer the one
 * who let it run over).
 */
export async function openEscalations(db: Database, caller: Caller): Promise<PendingRow[]> {
  const rows = await queryRows<EscalationRow>(
    db,
    sql`SELECT r.idea_id, r.task_kind, r.due_date::text AS due_date, min(r.created_at) AS created_at
          FROM deadline_reminders r JOIN ideas i ON i.id = r.idea_id
          LEFT JOIN idea_implementations im ON im.idea_id = i.id
         WHERE r.user_id = ${caller.id} AND r.tenant_id = ${caller.tenantId} AND r.reminder = 'escalated' AND r.resolved_at IS NULL
           AND i.status NOT IN ('draft', 'rejected', 'completed')
           AND CASE r.task_kind
                 WHEN 'implement' THEN coalesce(im.in_charge_id, i.assessment_assignee_id) = r.person_id
                 WHEN 'assess' THEN i.assessment_assignee_id = r.person_id
                 WHEN 'review' THEN i.assessment_assignee_id = r.person_id
                 WHEN 'decide' THEN i.assessment_assignee_id = r.person_id
                 ELSE TRUE END
         GROUP BY r.idea_id, r.task_kind, r.due_date`,
  );
  return rows.map((r) => ({ kind: 'escalation', idea_id: r.idea_id, since: r.created_at, follow_up: null, due: r.due_date.slice(0, 10), of: r.task_kind }));
}

const KIND_ORDER: TaskKind[] = ['escalation', 'answerInquiry', 'revise', 'answerRevisionRequest', 'decideAppeal', 'expertOpinion', 'assess', 'review', 'implement', 'decide'];

/** The caller's tasks with their due dates (the tenant's calendar), as the reminder job sees them too. */
export async function dueTasks(db: Database, caller: Caller, today: Date, withEscalations = true) {
  const [pending, escalations, calendar] = await Promise.all([
    pendingActions(db, caller),
    withEscalations ? openEscalations(db, caller) : [],
    tenantCalendar(db, caller.tenantId),
  ]);
  const day = calendarDay(today, calendar.timeZone);
  return [...pending, ...escalations].map((p) => {
    const dueDate = p.due ?? taskDueDate({ kind: p.kind, since: p.since, followUpDate: p.follow_up }, calendar.policy, calendar.timeZone);
    return { ...p, dueDate, dueState: dueState(dueDate, day, calendar.policy) };
  });
}

type DueTask = Awaited<ReturnType<typeof dueTasks>>[number] & { forPerson?: Principal };

/**
 * The open tasks of the absent people the caller stands in for today: those given to them by
 * name (DEPUTY_TASK_KINDS), never what their role or functions ask of them (an administrator's
 * every first assessment, an idea manager's appeals), marked with whom they are for.
 */
async function deputyTasks(db: Database, caller: Caller, today: Date): Promise<DueTask[]> {
  const principals = await principalsToday(db, caller.tenantId, caller.id);
  const lists = await Promise.all(
    principals.map(async (p) => {
      const tasks = await dueTasks(db, { ...caller, id: p.id, role: 'VIEWERS' }, today, false);
      return tasks.filter((t) => DEPUTY_TASK_KINDS.includes(t.kind)).map((t) => ({ ...t, forPerson: p }));
    }),
  );
  return lists.flat();
}

/** My Tasks: one task per pending action, overdue first (the longest overdue first), then the idea most recently updated first. */
export async function tasksFor(db: Database, caller: Caller, limit: number, today: Date): Promise<TaskListResponse> {
  const own: DueTask[] = await dueTasks(db, caller, today);
  const ownIds = new Set(own.map((t) => `${t.kind}:${t.idea_id}`));
  // A task the caller has anyway (an evaluator deputy, say) is listed once, as their own.
  const pending = [...own, ...(await deputyTasks(db, caller, today)).filter((t) => !ownIds.has(`${t.kind}:${t.idea_id}`))];
  if (!pending.length) return { tasks: [], total: 0, overdue: 0 };
  const summaries = await summaryFrom(db).where(inArray(ideas.id, [...new Set(pending.map((p) => p.idea_id))]));
  const byId = new Map(summaries.map((s) => [s.id, toSummary(s)]));
  // Overdue ('0' + due date) before the rest ('1'), compared by code unit (not by locale).
  const overdueFirst = (t: { dueState: string; dueDate: string }) => (t.dueState === 'overdue' ? `0${t.dueDate}` : '1');
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const tasks = pending
    .flatMap((p) => {
      const idea = byId.get(p.idea_id);
      const taskId = p.kind === 'escalation' ? `escalation:${p.of}:${p.idea_id}` : `${p.kind}:${p.idea_id}`;
      return idea
        ? [
            {
              ...idea,
              taskId: p.forPerson ? `${taskId}:for:${p.forPerson.id}` : taskId,
              kind: p.kind,
              since: iso(p.since)!,
              followUpDate: p.follow_up,
              dueDate: p.dueDate,
              dueState: p.dueState,
              escalatedKind: p.of ?? null,
              forPerson: p.forPerson ?? null,
            },
          ]
        : [];
    })
    .sort(
      (a, b) =>
        byCode(overdueFirst(a), overdueFirst(b)) ||
        b.updatedAt.localeCompare(a.updatedAt) ||
        b.id.localeCompare(a.id) ||
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
    );
  return { tasks: tasks.slice(0, limit), total: tasks.length, overdue: tasks.filter((t) => t.dueState === 'overdue').length };
}
