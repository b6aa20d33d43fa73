import { IdeaWorkflow, NotificationListResponse, TaskListResponse, TenantSettings } from '@idea-portal/contracts';
import { calendarDay, DEFAULT_DEADLINE_POLICY, dueState, taskDueDate } from '@idea-portal/domain';
import type { MailMessage } from '@idea-portal/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/index';
import { DEADLINE_JOB } from '../src/modules/tasks/reminders';
import { call } from './support/admin';
import { pdfText } from './support/pdf';
import { ADMIN, apiOn, createSigner, CREATOR, EVALUATOR, targets, type TestApi } from './support/api';

/** "Today" for the API under test: every seeded task (at most a few weeks old) is long overdue then. */
const LATER = new Date('2027-06-01T10:00:00Z');
const ZONE = 'Europe/Berlin';

const tasksOf = async (api: TestApi, sub: string) => TaskListResponse.parse((await api.as(sub, '/tasks?limit=1000')).body);
const rows = async <T>(api: TestApi, query: ReturnType<typeof sql>) => {
  const res = (await api.handle.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
};

describe.each(targets)('deadlines on $name', (target) => {
  let api: TestApi;
  let now = LATER;
  beforeAll(async () => {
    api = await apiOn(target, undefined, { clock: () => now });
  });
  afterAll(() => api?.close());

  it('gives every task its due date from the stage period, overdue first, and counts the overdue', async () => {
    now = new Date();
    const today = calendarDay(now, ZONE);
    const { tasks, overdue } = await tasksOf(api, EVALUATOR);
    expect(tasks.length).toBeGreaterThan(3);
    for (const t of tasks) {
      const due = taskDueDate(t, DEFAULT_DEADLINE_POLICY, ZONE);
      expect(t.dueDate, t.taskId).toBe(due);
      expect(t.dueState, t.taskId).toBe(dueState(due, today, DEFAULT_DEADLINE_POLICY));
    }
    expect(overdue).toBe(tasks.filter((t) => t.dueState === 'overdue').length);
    const firstOpen = tasks.findIndex((t) => t.dueState !== 'overdue');
    if (firstOpen >= 0) expect(tasks.slice(firstOpen).every((t) => t.dueState !== 'overdue')).toBe(true);

    now = LATER;
    const later = await tasksOf(api, EVALUATOR);
    expect(later.overdue).toBe(later.total);
    expect(later.tasks.map((t) => t.dueDate)).toEqual([...later.tasks.map((t) => t.dueDate)].sort());
  });

  it("gives the idea's workflow (Process tab, case file) its current stage's due date, the same as the stage's task", async () => {
    now = new Date();
    const { tasks } = await tasksOf(api, EVALUATOR);
    const stageTasks = tasks.filter((t) => (t.kind === 'assess' || t.kind === 'review') && !t.followUpDate);
    expect(stageTasks.length).toBeGreaterThan(0);
    for (const t of stageTasks) {
      const workflow = IdeaWorkflow.parse((await api.as(EVALUATOR, `/ideas/${t.id}/workflow`)).body);
      expect(workflow.stageDue, t.taskId).toEqual({ stage: t.kind, dueDate: t.dueDate, dueState: t.dueState });
    }
    const first = stageTasks[0]!;
    const pdf = await api.app.inject({ url: `/ideas/${first.id}/export.pdf?lang=de`, headers: { authorization: `Bearer ${await api.token(EVALUATOR)}` } });
    expect(pdf.statusCode).toBe(200);
    const [y, m, d] = first.dueDate.split('-');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Fälligkeit des laufenden Schritts: ${first.kind === 'assess' ? 'Erstbewertung' : 'Begutachtung'}: ${d}.${m}.${y}`);
    // a decided or completed idea has no running stage
    const closed = (await rows<{ id: string }>(api, sql`SELECT id FROM ideas WHERE status IN ('completed', 'rejected') LIMIT 1`))[0];
    if (closed) expect(IdeaWorkflow.parse((await api.as(ADMIN, `/ideas/${closed.id}/workflow`)).body).stageDue).toBeNull();
  });

  it('keeps the deadlines in the settings (validated, versioned) and counts due dates with them', async () => {
    const got = await api.as(ADMIN, '/admin/settings');
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const before = TenantSettings.parse(got.body);
    expect(before.deadlines).toEqual(DEFAULT_DEADLINE_POLICY);
    const base = { name: before.name, preferredLanguage: before.preferredLanguage, currency: before.currency, selfRegistration: before.selfRegistration, requireMfa: before.requireMfa };
    const deadlines = { ...DEFAULT_DEADLINE_POLICY, state: 'BY', periods: { ...DEFAULT_DEADLINE_POLICY.periods, assess: 1 }, closingDays: ['2027-01-04', '2026-12-31', '2027-01-04'] };
    for (const bad of [
      { ...deadlines, state: 'XX' },
      { ...deadlines, periods: { ...deadlines.periods, review: 0 } },
      { ...deadlines, closingDays: ['2027-02-30'] },
      { ...deadlines, escalationDaysOverdue: 0 },
    ]) {
      const res = await call(api, ADMIN, 'PUT', '/admin/settings', { ...base, deadlines: bad, version: before.version });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const put = await call(api, ADMIN, 'PUT', '/admin/settings', { ...base, deadlines, version: before.version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const saved = TenantSettings.parse(put.body);
    expect(saved.deadlines).toEqual({ ...deadlines, closingDays: ['2026-12-31', '2027-01-04'] });
    const stale = await call(api, ADMIN, 'PUT', '/admin/settings', { ...base, deadlines: DEFAULT_DEADLINE_POLICY, version: before.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    // Absent: unchanged.
    const again = await call(api, ADMIN, 'PUT', '/admin/settings', { ...base, version: saved.version });
    expect(TenantSettings.parse(again.body).deadlines).toEqual(saved.deadlines);

    const assess = (await tasksOf(api, EVALUATOR)).tasks.filter((t) => t.kind === 'assess');
    expect(assess.length).toBeGreaterThan(0);
    for (const t of assess) expect(t.dueDate).toBe(taskDueDate(t, saved.deadlines, ZONE));

    const reset = await call(api, ADMIN, 'PUT', '/admin/settings', { ...base, deadlines: DEFAULT_DEADLINE_POLICY, version: TenantSettings.parse(again.body).version });
    expect(reset.status).toBe(200);
  });

  it('reminds and escalates exactly once with two instances, and a restart sends nothing twice', async () => {
    const sent: MailMessage[] = [];
    const mailer = { send: async (m: MailMessage) => void sent.push(m) };
    const instance = async (at: Date) => {
      const signer = await createSigner();
      const app = await buildApi({
        db: api.handle,
        auth: { verifier: signer.verifier },
        logger: false,
        clock: () => at,
        deadlineReminders: { mailer, appUrl: 'http://portal.test', checkEveryMs: 3_600_000 },
      });
      await app.ready();
      return app;
    };
    // Two instances start at once: their first pass runs on ready; close() waits for it.
    const [a, b] = await Promise.all([instance(LATER), instance(LATER)]);
    await Promise.all([a.close(), b.close()]);
    const runs = await rows<{ period: string }>(api, sql`SELECT period FROM api_job_runs WHERE job = ${DEADLINE_JOB}`);
    expect(runs.map((r) => r.period)).toEqual(['2027-06-01T10']);

    type Row = { idea_id: string; task_kind: string; person_id: string; user_id: string; reminder: string; mailed_at: Date | null };
    const written = await rows<Row>(api, sql`SELECT idea_id, task_kind, person_id, user_id, reminder, mailed_at FROM deadline_reminders`);
    const evaluator = written.filter((r) => r.person_id === 'u-evaluator');
    expect(evaluator.some((r) => r.reminder === 'dueToday' && r.user_id === 'u-evaluator' && r.task_kind === 'assess' && r.idea_id === 'idea-014')).toBe(true);
    // The idea manager (the admin) is called in for every overdue task of someone else.
    expect(evaluator.some((r) => r.reminder === 'escalated' && r.user_id === 'u-admin' && r.idea_id === 'idea-014')).toBe(true);
    expect(written.every((r) => r.mailed_at !== null)).toBe(true);
    // One mail per person, each reminder in exactly one mail.
    const recipients = sent.map((m) => m.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    const evaluatorMail = sent.find((m) => m.to === 'evaluator@example.com');
    expect(evaluatorMail?.text).toContain('idea-014');
    const managerMail = sent.find((m) => m.to === 'admin@example.com');
    expect(managerMail?.text).toMatch(/Die Aufgabe von|The task of/);

    // A restart an hour later: nothing new is due, nothing is sent again.
    const mailsBefore = sent.length;
    const c = await instance(new Date(LATER.getTime() + 3_600_000));
    await c.close();
    expect(sent.length).toBe(mailsBefore);
    expect(await rows(api, sql`SELECT id FROM deadline_reminders`)).toHaveLength(written.length);

    // A run that stopped between writing a reminder and mailing it: the next run mails only that one.
    await api.handle.db.execute(sql`UPDATE deadline_reminders SET mailed_at = NULL WHERE idea_id = 'idea-014' AND reminder = 'dueToday' AND user_id = 'u-evaluator'`);
    const d = await instance(new Date(LATER.getTime() + 2 * 3_600_000));
    await d.close();
    expect(sent.slice(mailsBefore).map((m) => m.to)).toEqual(['evaluator@example.com']);
    expect(sent.at(-1)!.text.match(/\/app\/ideas\//g)).toHaveLength(1);
  });

  it('shows the reminders in the bell and gives the idea manager the escalation as a task, until it is reassigned', async () => {
    now = LATER;
    const bell = NotificationListResponse.parse((await api.as(EVALUATOR, '/notifications?limit=200')).body);
    expect(bell.notifications.some((n) => n.kind === 'taskDue' && n.ideaId === 'idea-014')).toBe(true);
    const managerBell = NotificationListResponse.parse((await api.as(ADMIN, '/notifications?limit=200')).body);
    const escalated = managerBell.notifications.find((n) => n.kind === 'taskEscalated' && n.ideaId === 'idea-014');
    expect(escalated?.concernedName).toBeTruthy();
    // Someone without the task hears nothing of it.
    expect(NotificationListResponse.parse((await api.as(CREATOR, '/notifications?limit=200')).body).notifications.some((n) => n.kind.startsWith('task'))).toBe(
      (await rows(api, sql`SELECT id FROM deadline_reminders WHERE user_id = 'u-creator'`)).length > 0,
    );

    const escalations = (await tasksOf(api, ADMIN)).tasks.filter((t) => t.kind === 'escalation');
    const task = escalations.find((t) => t.id === 'idea-014' && t.escalatedKind === 'assess');
    expect(task).toMatchObject({ dueState: 'overdue' });

    const wf = IdeaWorkflow.parse((await api.as(ADMIN, '/ideas/idea-014/workflow')).body);
    const res = await api.as(ADMIN, '/ideas/idea-014/assignment', { method: 'POST', payload: { assigneeId: 'u-sabine-schroeder', version: wf.version } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await tasksOf(api, ADMIN)).tasks.filter((t) => t.kind === 'escalation');
    expect(after.some((t) => t.id === 'idea-014' && t.escalatedKind === 'assess')).toBe(false);
    expect(after.length).toBe(escalations.length - 1);
  });
});
