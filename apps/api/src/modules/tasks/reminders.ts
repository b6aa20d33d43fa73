import type { TaskKind } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { calendarDay, DEPUTY_TASK_KINDS, isAbsentOn, isIdeaManager, remindersDue, taskDueDate, workflowMailPreferences, type DeadlineReminder } from '@idea-portal/domain';
import type { Mailer } from '@idea-portal/server';
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { callerColumns, type Caller } from '../../auth/caller';
import { ideas, tenants, userAbsences, users } from '../../db/schema';
import { every } from '../../lib/every';
import { queryRows } from '../../lib/sql';
import { newId } from '../ideas/write-kernel';
import { claimJobRun } from '../saved-searches/digest';
import { tenantCalendar } from './calendar';
import { reminderMail, type ReminderLine } from './reminder-mail';
import { pendingActions } from './repository';

export const DEADLINE_JOB = 'deadline-reminders';

export interface DeadlineJobOptions {
  mailer: Pick<Mailer, 'send'>;
  /** The shell's public URL, for the links in the mail. */
  appUrl: string;
  /** The run's moment (default the clock); its UTC hour names the run. */
  now?: Date;
}

export interface DeadlineJobResult {
  /** False when another run (or instance) already did this hour's run. */
  ran: boolean;
  /** Reminders written this run: `reminder idea kind person -> user`. */
  reminded: string[];
  /** Recipients mailed. */
  mailed: string[];
  failed: string[];
}

type Task = { kind: TaskKind; ideaId: string; personId: string; dueDate: string };
type Unmailed = { id: string; user_id: string; person_id: string; idea_id: string; reminder: DeadlineReminder; due_date: string };

/**
 * Every pending task of a tenant with its person in charge and due date (the rule of GET /tasks, asked
 * for each active person): the reminder job and the key figures' overdue tasks read it.
 */
export async function tenantTasks(db: Database, tenantId: string, now: Date) {
  const calendar = await tenantCalendar(db, tenantId);
  const [tenant] = await db.select({ ideaManagers: tenants.ideaManagers }).from(tenants).where(eq(tenants.id, tenantId));
  const people = await db
    .select({ ...callerColumns, functions: users.functions })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.status, 'ACTIVE'), eq(users.enabled, true)));
  const managers = people.filter((p) => isIdeaManager(p, { ideaManagers: tenant?.ideaManagers ?? [] })).map((p) => p.id);
  // Each person's tasks asked at once (the pool runs them side by side), kept in the people's order.
  const pending = await Promise.all(people.map((person) => pendingActions(db, person)));
  const tasks: Task[] = people.flatMap((person, i) =>
    pending[i]!.map((p) => ({ kind: p.kind, ideaId: p.idea_id, personId: person.id, dueDate: taskDueDate({ kind: p.kind, since: p.since, followUpDate: p.follow_up }, calendar.policy, calendar.timeZone) })),
  );
  // An ADMIN sees every first assessment among their tasks; the one in charge of it is its assignee.
  const assessIds = [...new Set(tasks.filter((t) => t.kind === 'assess').map((t) => t.ideaId))];
  const assignees = new Map(
    assessIds.length ? (await db.select({ id: ideas.id, assignee: ideas.assessmentAssigneeId }).from(ideas).where(inArray(ideas.id, assessIds))).map((r) => [r.id, r.assignee]) : [],
  );
  const inCharge = tasks.filter((t) => t.kind !== 'assess' || assignees.get(t.ideaId) === t.personId);
  const today = calendarDay(now, calendar.timeZone);
  const callers: Caller[] = people.map(({ functions: _functions, ...p }) => p);
  return { tasks: inCharge, managers, today, people: callers, policy: calendar.policy };
}

/**
 * One run of reminders and escalations. Claims the hour's run (one instance per hour), then for
 * each active tenant writes the reminders each task is owed today (`remindersDue`: before its due
 * date, on it, and the escalation to every idea manager once it is overdue by the tenant's
 * threshold). Each reminder is a row unique per task, person, kind and due date, inserted before
 * anything is sent, so a second instance or a rerun writes nothing twice. The bell reads these
 * rows; mail goes to whoever chose mail for tasks, claimed by setting `mailed_at` first (a mail
 * that fails hands its rows back). Escalations whose task is done or with someone else are resolved.
 */
export async function runDeadlineReminders(db: Database, options: DeadlineJobOptions): Promise<DeadlineJobResult> {
  const now = options.now ?? new Date();
  const result: DeadlineJobResult = { ran: false, reminded: [], mailed: [], failed: [] };
  if (!(await claimJobRun(db, DEADLINE_JOB, now.toISOString().slice(0, 13)))) return result;
  result.ran = true;
  const active = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.status, 'ACTIVE'));
  for (const { id: tenantId } of active) {
    const { tasks, managers, today, people, policy } = await tenantTasks(db, tenantId, now);
    const rows: { reminder: DeadlineReminder; task: Task; userId: string }[] = [];
    const deputies = await deputiesOn(db, tenantId, today);
    for (const task of tasks) {
      // An absent person's task (one a deputy takes over) reminds their deputy too.
      const deputy = DEPUTY_TASK_KINDS.includes(task.kind) ? deputies.get(task.personId) : undefined;
      for (const reminder of remindersDue(task.dueDate, today, policy)) {
        if (reminder !== 'escalated') {
          rows.push({ reminder, task, userId: task.personId });
          if (deputy) rows.push({ reminder, task, userId: deputy });
        } else for (const m of managers) if (m !== task.personId) rows.push({ reminder, task, userId: m });
      }
    }
    if (rows.length) {
      const written = await queryRows<{ reminder: string; idea_id: string; task_kind: string; person_id: string; user_id: string }>(
        db,
        sql`INSERT INTO deadline_reminders (id, tenant_id, idea_id, task_kind, person_id, user_id, reminder, due_date, created_at)
            VALUES ${sql.join(
              rows.map((r) => sql`(${newId('dr')}, ${tenantId}, ${r.task.ideaId}, ${r.task.kind}, ${r.task.personId}, ${r.userId}, ${r.reminder}, ${r.task.dueDate}::date, ${now.toISOString()}::timestamptz)`),
              sql`, `,
            )}
            ON CONFLICT (idea_id, task_kind, person_id, user_id, reminder, due_date) DO NOTHING
            RETURNING reminder, idea_id, task_kind, person_id, user_id`,
      );
      result.reminded.push(...written.map((w) => `${w.reminder} ${w.idea_id} ${w.task_kind} ${w.person_id} -> ${w.user_id}`));
    }
    await resolveEscalations(db, tenantId, tasks, now);
    await mailReminders(db, tenantId, people, options, now, result);
  }
  return result;
}

/** The deputy of each person of the tenant who is absent on `day`. */
async function deputiesOn(db: Database, tenantId: string, day: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: userAbsences.userId, from: userAbsences.startsOn, to: userAbsences.endsOn, deputyId: userAbsences.deputyId })
    .from(userAbsences)
    .where(and(eq(userAbsences.tenantId, tenantId), lte(userAbsences.startsOn, day), gte(userAbsences.endsOn, day)));
  return new Map(rows.filter((a) => isAbsentOn(a, day)).map((a) => [a.userId, a.deputyId]));
}

/** An escalation whose task is no longer pending for the person who let it run over is resolved. */
async function resolveEscalations(db: Database, tenantId: string, tasks: Task[], now: Date): Promise<void> {
  const open = await queryRows<{ id: string; idea_id: string; task_kind: string; person_id: string }>(
    db,
    sql`SELECT id, idea_id, task_kind, person_id FROM deadline_reminders WHERE tenant_id = ${tenantId} AND reminder = 'escalated' AND resolved_at IS NULL`,
  );
  const pending = new Set(tasks.map((t) => `${t.ideaId} ${t.kind} ${t.personId}`));
  const done = open.filter((r) => !pending.has(`${r.idea_id} ${r.task_kind} ${r.person_id}`)).map((r) => r.id);
  if (done.length) await db.execute(sql`UPDATE deadline_reminders SET resolved_at = ${now.toISOString()}::timestamptz WHERE id IN (${sql.join(done.map((id) => sql`${id}`), sql`, `)})`);
}

/** Mails each person their reminders not yet mailed (one mail per person and run), unless they turned off mail for tasks. */
async function mailReminders(db: Database, tenantId: string, people: Caller[], options: DeadlineJobOptions, now: Date, result: DeadlineJobResult): Promise<void> {
  const claimed = await queryRows<Unmailed>(
    db,
    sql`UPDATE deadline_reminders SET mailed_at = ${now.toISOString()}::timestamptz
         WHERE tenant_id = ${tenantId} AND mailed_at IS NULL
     RETURNING id, user_id, person_id, idea_id, reminder, due_date::text AS due_date`,
  );
  if (!claimed.length) return;
  const byId = new Map(people.map((p) => [p.id, p]));
  const prefsRows = await db
    .select({ id: users.id, workflowMail: users.workflowMail, lang: users.preferredLanguage, tenantLang: tenants.preferredLanguage })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(inArray(users.id, [...new Set(claimed.map((c) => c.user_id))]));
  const titles = new Map(
    (await db.select({ id: ideas.id, title: ideas.title }).from(ideas).where(inArray(ideas.id, [...new Set(claimed.map((c) => c.idea_id))]))).map((r) => [r.id, r.title]),
  );
  for (const prefs of prefsRows) {
    const person = byId.get(prefs.id);
    if (!person || workflowMailPreferences(prefs.workflowMail).task === 'off') continue;
    const mine = claimed.filter((c) => c.user_id === prefs.id);
    const lines: ReminderLine[] = mine.map((c) => {
      const inCharge = byId.get(c.person_id);
      return { reminder: c.reminder, ideaId: c.idea_id, title: titles.get(c.idea_id) ?? '', dueDate: c.due_date.slice(0, 10), personName: inCharge ? `${inCharge.givenName} ${inCharge.familyName}`.trim() : '', asDeputy: c.person_id !== prefs.id };
    });
    try {
      await options.mailer.send(reminderMail({ email: person.email, givenName: person.givenName, lang: prefs.lang ?? prefs.tenantLang ?? 'en' }, lines, options.appUrl));
      result.mailed.push(person.email);
    } catch {
      await db.execute(sql`UPDATE deadline_reminders SET mailed_at = NULL WHERE id IN (${sql.join(mine.map((c) => sql`${c.id}`), sql`, `)})`);
      result.failed.push(person.email);
    }
  }
}

export interface DeadlineJobSchedule {
  /** How often the API process looks whether the hour's run is due (default 5 minutes). */
  checkEveryMs?: number;
  /** The time (default the system clock). */
  clock?: () => Date;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Runs the reminders in the API process: every few minutes it tries to claim the hour's run; the
 * claim in the database makes exactly one instance do it. Returns a stop function that settles
 * once a run under way has finished.
 */
export function scheduleDeadlineReminders(db: Database, options: Omit<DeadlineJobOptions, 'now'> & DeadlineJobSchedule): () => Promise<void> {
  const clock = options.clock ?? (() => new Date());
  return every(options.checkEveryMs ?? 5 * 60 * 1000, async () => {
    try {
      const result = await runDeadlineReminders(db, { ...options, now: clock() });
      if (result.ran) options.log?.info({ job: DEADLINE_JOB, reminded: result.reminded.length, mailed: result.mailed.length, failed: result.failed.length }, 'deadline reminders sent');
    } catch (err) {
      options.log?.error({ err, job: DEADLINE_JOB }, 'deadline reminders failed');
    }
  });
}
