import { AbsenceResponse, HistoryResponse, IdeaWorkflow, NotificationListResponse, TaskListResponse } from '@idea-portal/contracts';
import { calendarDay, notificationSentence } from '@idea-portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';
import { pdfText } from './support/pdf';
import { runDeadlineReminders } from '../src/modules/tasks/reminders';
import { insertIdea, sendWorkflow, WORKFLOW_CALLS } from './support/workflow-matrix';

/** Deputies (issue 40): Eva Evaluator is absent, Vera Viewer (a VIEWERS employee) stands in for her. */
const EVA = 'u-evaluator';
const VERA = 'u-viewer';
const ANNA = 'u-anna-becker';
const ZONE = 'Europe/Berlin';

const day = (offset: number) => calendarDay(new Date(Date.now() + offset * 86_400_000), ZONE);
const tasksOf = async (api: TestApi, sub: string) => TaskListResponse.parse((await api.as(sub, '/tasks?limit=1000')).body).tasks;
const assigneeOf = async (api: TestApi, id: string) =>
  (await api.handle.query<{ a: string | null }>('SELECT assessment_assignee_id AS a FROM ideas WHERE id = $1', [id]))[0]?.a;

describe.each(targets)('deputies on $name', (target) => {
  let api: TestApi;
  let n = 0;
  /** An idea only its named people see (Vera is not one of them), in `status`, assigned to `assigneeId`. */
  const hiddenIdea = async (status: 'first_assessment' | 'review', assigneeId?: string) => {
    const id = `idea-deputy-${target.name}-${++n}`;
    await insertIdea(api, { id, title: `Deputy test ${n}`, status, submitterId: ANNA, contributors: [], ...(assigneeId ? { assigneeId } : {}) });
    await api.handle.query("UPDATE ideas SET visibility = 'people' WHERE id = $1", [id]);
    return id;
  };
  const absence = (sub: string, from: string, to: string, deputyId = VERA) => call(api, sub, 'PUT', '/users/me/absence', { from, to, deputyId });

  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  it('keeps one absence per person, validated: the last day not before the first, a deputy of the tenant who is not the person', async () => {
    const none = await api.as(EVALUATOR, '/users/me/absence');
    expect(none.status).toBe(200);
    expect(AbsenceResponse.parse(none.body).absence).toBeNull();

    const backwards = await absence(EVALUATOR, day(5), day(3));
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('absence.endBeforeStart');
    const self = await absence(EVALUATOR, day(3), day(5), EVA);
    expect(self.status).toBe(400);
    expect(JSON.stringify(self.body)).toContain('absence.deputyIsSelf');
    const foreign = await absence(EVALUATOR, day(3), day(5), 'u-otto-other');
    expect(foreign.status).toBe(400);
    expect((await absence(EVALUATOR, 'not-a-day', day(5))).status).toBe(400);

    const saved = await absence(EVALUATOR, day(3), day(5));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const got = AbsenceResponse.parse((await api.as(EVALUATOR, '/users/me/absence')).body).absence;
    expect(got).toMatchObject({ userId: EVA, from: day(3), to: day(5), deputy: { id: VERA, name: 'Vera Viewer' }, setBy: { id: EVA }, activeToday: false });
    expect((await call(api, EVALUATOR, 'DELETE', '/users/me/absence')).status).toBe(200);
    expect(AbsenceResponse.parse((await api.as(EVALUATOR, '/users/me/absence')).body).absence).toBeNull();
  });

  it('lets an administrator set it for someone of the tenant, and nobody else', async () => {
    const body = { from: day(0), to: day(2), deputyId: VERA };
    expect((await call(api, CREATOR, 'PUT', `/admin/users/${EVA}/absence`, body)).status).toBe(403);
    expect((await call(api, EVALUATOR, 'GET', `/admin/users/${EVA}/absence`)).status).toBe(403);
    expect((await call(api, ADMIN, 'PUT', '/admin/users/u-otto-other/absence', body)).status).toBe(404);
    expect((await call(api, OTHER_TENANT_USER, 'GET', `/admin/users/${EVA}/absence`)).status).toBe(403);
    const put = await call(api, ADMIN, 'PUT', `/admin/users/${EVA}/absence`, body);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(AbsenceResponse.parse(put.body).absence).toMatchObject({ deputy: { id: VERA }, setBy: { id: 'u-admin' }, activeToday: true });
    expect(AbsenceResponse.parse((await api.as(EVALUATOR, '/users/me/absence')).body).absence?.setBy?.id).toBe('u-admin');
    expect((await call(api, ADMIN, 'DELETE', `/admin/users/${EVA}/absence`)).status).toBe(200);
    expect(AbsenceResponse.parse((await api.as(EVALUATOR, '/users/me/absence')).body).absence).toBeNull();
  });

  it('gives new tasks to the deputy only within the absence', async () => {
    // Absent from the day after tomorrow: today's assignment stays with Eva.
    expect((await absence(EVALUATOR, day(2), day(9))).status).toBe(200);
    const before = await hiddenIdea('first_assessment');
    const assigned = await sendWorkflow(api, ADMIN, before, 'POST', '/assignment', { assigneeId: EVA });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(await assigneeOf(api, before)).toBe(EVA);
    expect((await tasksOf(api, VIEWER)).some((t) => t.id === before)).toBe(false);

    // Absent from yesterday: a new assignment goes to Vera, and the history says so.
    expect((await absence(EVALUATOR, day(-1), day(9))).status).toBe(200);
    const during = await hiddenIdea('first_assessment');
    expect((await sendWorkflow(api, ADMIN, during, 'POST', '/assignment', { assigneeId: EVA })).status).toBe(200);
    expect(await assigneeOf(api, during)).toBe(VERA);
    const history = HistoryResponse.parse((await api.as(ADMIN, `/ideas/${during}/history`)).body).history;
    expect(history.find((h) => h.fieldName === 'deputyAssigned')).toMatchObject({ oldValue: 'Eva Evaluator', newValue: 'Vera Viewer' });
    // Naming Eva again on the idea she already has does not move it.
    expect((await sendWorkflow(api, ADMIN, before, 'POST', '/assignment', { assigneeId: EVA }, 2)).status).toBe(200);
    expect(await assigneeOf(api, before)).toBe(EVA);

    // An expert asked while absent: the deputy is asked instead.
    const review = await hiddenIdea('review', 'u-admin');
    const asked = await sendWorkflow(api, ADMIN, review, 'POST', '/expert-opinions', { expertIds: [EVA] });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const experts = await api.handle.query<{ expert_id: string }>('SELECT expert_id FROM idea_expert_opinions WHERE idea_id = $1', [review]);
    expect(experts.map((e) => e.expert_id)).toEqual([VERA]);

    // After the absence: Eva again.
    expect((await absence(EVALUATOR, day(-5), day(-1))).status).toBe(200);
    const after = await hiddenIdea('first_assessment');
    expect((await sendWorkflow(api, ADMIN, after, 'POST', '/assignment', { assigneeId: EVA })).status).toBe(200);
    expect(await assigneeOf(api, after)).toBe(EVA);
    await call(api, EVALUATOR, 'DELETE', '/users/me/absence');
  });

  it('shows the absent person’s open tasks to the deputy, who works exactly those and names whom for', async () => {
    const mine = await hiddenIdea('review', EVA);
    const notHers = await hiddenIdea('review', 'u-admin');
    // Not absent yet: Vera sees neither idea nor task.
    expect((await api.as(VIEWER, `/ideas/${mine}/workflow`)).status).toBe(404);
    expect((await tasksOf(api, VIEWER)).some((t) => t.id === mine)).toBe(false);

    expect((await absence(EVALUATOR, day(-1), day(3))).status).toBe(200);
    const tasks = await tasksOf(api, VIEWER);
    const task = tasks.find((t) => t.id === mine);
    expect(task).toMatchObject({ kind: 'review', forPerson: { id: EVA, name: 'Eva Evaluator' } });
    // Eva still sees her own task.
    expect((await tasksOf(api, EVALUATOR)).find((t) => t.id === mine)?.forPerson ?? null).toBeNull();
    // Only tasks given by name: not what Eva's role would see (a first assessment of someone else).
    expect(tasks.every((t) => !t.forPerson || ['assess', 'review', 'expertOpinion', 'implement', 'decide'].includes(t.kind))).toBe(true);

    const workflow = IdeaWorkflow.parse((await api.as(VIEWER, `/ideas/${mine}/workflow`)).body);
    expect(workflow.allowedActions).toContain('review');
    expect(workflow.panels.review).toBe('edit');
    // The deputy reads the history as the assignee would.
    expect((await api.as(VIEWER, `/ideas/${mine}/history`)).status).toBe(200);
    // Nothing beyond the task: an idea Eva has no task on stays hidden, and Eva's role gives Vera nothing.
    expect((await api.as(VIEWER, `/ideas/${notHers}/workflow`)).status).toBe(404);
    expect((await sendWorkflow(api, VIEWER, notHers, 'POST', '/review', WORKFLOW_CALLS.review.body)).status).toBe(404);
    expect((await api.as(VIEWER, '/users/u-anna-becker/functions')).body.tariffGroup ?? null).toBeNull();

    const reviewed = await sendWorkflow(api, VIEWER, mine, 'POST', '/review', WORKFLOW_CALLS.review.body);
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    const history = HistoryResponse.parse((await api.as(ADMIN, `/ideas/${mine}/history`)).body).history;
    const status = history.find((h) => h.fieldName === 'status');
    expect(status).toMatchObject({ newValue: 'implementation', actorName: 'Vera Viewer', actedForName: 'Eva Evaluator' });
    const pdf = await api.app.inject({ url: `/ideas/${mine}/export.pdf?lang=en`, headers: { authorization: `Bearer ${await api.token(ADMIN)}` } });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Vera Viewer (as deputy of Eva Evaluator)');

    // The deadline job reminds the deputy of the absent person's overdue task too.
    const overdue = await hiddenIdea('review', EVA);
    await api.handle.query("UPDATE ideas SET status_changed_at = now() - interval '60 days' WHERE id = $1", [overdue]);
    const mailer = { send: async () => {} };
    await runDeadlineReminders(api.handle.db, { mailer, appUrl: 'http://portal.test' });
    const reminded = await api.handle.query<{ user_id: string }>(
      "SELECT user_id FROM deadline_reminders WHERE idea_id = $1 AND reminder = 'dueToday' AND person_id = $2 ORDER BY user_id",
      [overdue, EVA],
    );
    expect(reminded.map((r) => r.user_id)).toEqual([EVA, VERA]);
    // The bell tells Eva it is her task, and Vera whose task she reminds her of.
    const reminder = async (user: string) =>
      NotificationListResponse.parse((await api.as(user, '/notifications?limit=200')).body).notifications.find((n) => n.ideaId === overdue && n.kind === 'taskDue')!;
    expect(notificationSentence(await reminder(EVALUATOR))).toMatchObject({ key: 'taskDue', person: null });
    expect(notificationSentence(await reminder(VIEWER))).toMatchObject({ key: 'taskDueAsDeputy', person: 'Eva Evaluator' });

    // The absence over: the task and the rights go back.
    await call(api, EVALUATOR, 'DELETE', '/users/me/absence');
    const other = await hiddenIdea('review', EVA);
    expect((await tasksOf(api, VIEWER)).some((t) => t.id === other)).toBe(false);
    expect((await sendWorkflow(api, VIEWER, other, 'POST', '/review', WORKFLOW_CALLS.review.body)).status).toBe(404);
  });
});
