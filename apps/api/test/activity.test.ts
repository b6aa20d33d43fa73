import { ActivityResponse, AdminStats, NotificationListResponse, TaskListResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDEAS } from '../src/seed/ideas';
import { SEED_WORKFLOW } from '../src/seed/workflow';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

const idOf = (n: number) => `idea-${String(n).padStart(3, '0')}`;
/** Expected My Tasks of a seed user: one `kind:idea` per pending action of theirs (see the seed's case files). */
const expectedTasks = (key: string) => {
  const tasks: string[] = [];
  for (const i of SEED_IDEAS) {
    const id = idOf(i.n);
    if (i.status === 'first_assessment' && (i.assignee === key || key === 'admin')) tasks.push(`assess:${id}`);
    if (i.status === 'review' && i.assignee === key) tasks.push(`review:${id}`);
    if (i.status === 'implementation' && (SEED_WORKFLOW.inCharge[i.n] ?? i.assignee) === key) tasks.push(`implement:${id}`);
    if ((i.status === 'final_decision' || i.status === 'accepted') && i.assignee === key) tasks.push(`decide:${id}`);
    const open = (st: string) => st === 'first_assessment' || st === 'review';
    if (i.by === key && open(i.status) && SEED_WORKFLOW.inquiries.some((q) => q.n === i.n && q.answer === null)) tasks.push(`answerInquiry:${id}`);
    if (i.status === 'review' && SEED_WORKFLOW.experts.some((e) => e.n === i.n && e.expert === key && e.comment === null)) tasks.push(`expertOpinion:${id}`);
  }
  return tasks.sort();
};

describe.each(targets)('tasks, notifications and admin stats on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const tasks = async (sub: string) => {
    const res = await api.as(sub, '/tasks');
    expect(res.status).toBe(200);
    return TaskListResponse.parse(res.body);
  };

  it('ADMIN: every idea in first assessment, overdue first (earliest due first), then most recently updated first', async () => {
    const body = await tasks(ADMIN);
    expect(body.tasks.map((t) => t.taskId).sort()).toEqual(expectedTasks('admin'));
    expect(body.tasks.filter((t) => t.kind === 'assess')).toHaveLength(9);
    expect(body.tasks.every((t) => t.status === 'first_assessment')).toBe(true);
    const overdue = body.tasks.filter((t) => t.dueState === 'overdue');
    const rest = body.tasks.filter((t) => t.dueState !== 'overdue');
    expect(body.tasks).toEqual([...overdue, ...rest]);
    expect(overdue.map((t) => t.dueDate)).toEqual(overdue.map((t) => t.dueDate).sort());
    const times = rest.map((t) => t.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([
    [EVALUATOR, 'evaluator'],
    [CREATOR, 'creator'],
    [VIEWER, 'viewer'],
  ])('%s: one task per pending action of theirs; closed ideas and drafts never', async (sub, key) => {
    const body = await tasks(sub);
    expect(body.tasks.map((t) => t.taskId).sort()).toEqual(expectedTasks(key));
    expect(body.total).toBe(expectedTasks(key).length);
    expect(body.tasks.some((t) => ['draft', 'rejected', 'completed'].includes(t.status))).toBe(false);
    for (const t of body.tasks) expect(t.taskId).toBe(`${t.kind}:${t.id}`);
  });

  it('every kind appears for the demo accounts (a newcomer sees each task type)', async () => {
    const kinds = new Set<string>();
    for (const sub of [ADMIN, EVALUATOR, CREATOR, VIEWER]) for (const t of (await tasks(sub)).tasks) kinds.add(t.kind);
    expect([...kinds].sort()).toEqual(['answerInquiry', 'assess', 'decide', 'expertOpinion', 'implement', 'review']);
  });

  it('another tenant sees only its own tasks', async () => {
    const body = await tasks(OTHER_TENANT_USER);
    expect(body.tasks.every((t) => t.id.startsWith('other-'))).toBe(true);
  });

  it("GET /notifications: others' events on the caller's and followed ideas, newest first", async () => {
    const res = await api.as(CREATOR, '/notifications?limit=200');
    expect(res.status).toBe(200);
    const { notifications } = NotificationListResponse.parse(res.body);
    const mine = SEED_IDEAS.filter((i) => i.by === 'creator' || i.with?.includes('creator')).map((i) => idOf(i.n));
    const followed = [1, 3, 10, 12, 19, 20].map(idOf);
    expect(new Set(notifications.map((n) => n.ideaId))).toEqual(new Set([...mine, ...followed]));
    const times = notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Never the caller's own actions (the creator submitted idea-003 themselves).
    expect(notifications.filter((n) => n.kind !== 'status').every((n) => n.actorName !== 'Chris Creator')).toBe(true);
    const predictive = notifications.filter((n) => n.ideaId === 'idea-003');
    expect(predictive[0]).toMatchObject({ kind: 'statusChange', status: 'review', newValue: 'review', actorName: 'Eva Evaluator' });
    expect(predictive.map((n) => n.kind)).toEqual(['statusChange', 'assignment']);
    // A draft with only the creator's own entries shows once with its status.
    expect(notifications.filter((n) => n.ideaId === 'idea-025')).toMatchObject([{ kind: 'status', status: 'draft', newValue: null, actorName: 'Chris Creator' }]);
    const other = NotificationListResponse.parse((await api.as(OTHER_TENANT_USER, '/notifications')).body);
    expect(other.notifications.every((n) => n.ideaId.startsWith('other-'))).toBe(true);
  });

  it('GET /admin/stats is for admins only', async () => {
    for (const sub of [EVALUATOR, CREATOR, VIEWER, OTHER_TENANT_USER]) {
      const res = await api.as(sub, '/admin/stats');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const res = await api.as(ADMIN, '/admin/stats');
    expect(res.status).toBe(200);
    const stats = AdminStats.parse(res.body);
    expect(stats.totals).toMatchObject({ ideas: 41, users: 18, activeUsers: 17, categories: 7 });
    expect(stats.ideasByStatus.reduce((n, s) => n + s.count, 0)).toBe(41);
    expect(stats.ideasByStatus.find((s) => s.status === 'draft')?.count).toBe(4);
    expect(stats.usersByRole.reduce((n, s) => n + s.count, 0)).toBe(18);
    expect(stats.ideasByCategory.reduce((n, s) => n + s.count, 0)).toBe(41);
    expect(stats.ideasPerMonth).toHaveLength(12);
    expect(stats.ideasPerMonth.reduce((n, s) => n + s.count, 0)).toBeGreaterThan(30);
    expect(stats.recentActivity.length).toBeGreaterThan(0);
    expect(stats.recentActivity.every((h) => !h.ideaId.startsWith('other-'))).toBe(true);
  });
});

describe.each(targets)('function changes in the admin activity log on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const put = (sub: string, id: string, body: unknown) =>
    api.as(sub, `/admin/users/${id}/functions`, { method: 'PUT', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const personEntries = async (sub = ADMIN) => ActivityResponse.parse((await api.as(sub, '/admin/activity?pageSize=100')).body).entries.filter((e) => e.entityType === 'user');

  it("records who changed whose functions (an admin's own included) and that a tariff group changed, without its values", async () => {
    expect(await personEntries()).toEqual([]);
    expect((await put(ADMIN, 'u-evaluator', { functions: ['worksCouncil'], tariffGroup: 'E13' })).status).toBe(200);
    // The same again changes nothing and records nothing.
    expect((await put(ADMIN, 'u-evaluator', { functions: ['worksCouncil'], tariffGroup: 'E13' })).status).toBe(200);
    // An admin granting themself the idea-manager function (which reads every tariff group) is on record.
    expect((await put(ADMIN, 'u-admin', { functions: [] })).status).toBe(200);
    expect((await put(ADMIN, 'u-admin', { functions: ['ideaManager', 'worksCouncil'] })).status).toBe(200);

    const entries = await personEntries();
    const seen = entries.map(({ subjectUserId, subjectName, fieldName, oldValue, newValue, actorId, actorName, ideaId, ideaTitle }) => ({ subjectUserId, subjectName, fieldName, oldValue, newValue, actorId, actorName, ideaId, ideaTitle }));
    expect(seen).toHaveLength(4);
    expect(seen).toEqual(expect.arrayContaining([
      { subjectUserId: 'u-admin', subjectName: 'Ada Admin', fieldName: 'functions', oldValue: null, newValue: 'ideaManager, worksCouncil', actorId: 'u-admin', actorName: 'Ada Admin', ideaId: null, ideaTitle: null },
      { subjectUserId: 'u-admin', subjectName: 'Ada Admin', fieldName: 'functions', oldValue: 'ideaManager', newValue: null, actorId: 'u-admin', actorName: 'Ada Admin', ideaId: null, ideaTitle: null },
      expect.objectContaining({ subjectUserId: 'u-evaluator', fieldName: 'tariffGroup', oldValue: null, newValue: null }),
      expect.objectContaining({ subjectUserId: 'u-evaluator', fieldName: 'functions', oldValue: null, newValue: 'worksCouncil' }),
    ]));
    expect(JSON.stringify(entries)).not.toContain('E13');
    // The log counts them, and the idea history is still there beside them.
    const page = ActivityResponse.parse((await api.as(ADMIN, '/admin/activity?pageSize=5')).body);
    expect(page.entries.slice(0, 4).every((e) => e.entityType === 'user')).toBe(true);
    expect(page.entries[4]?.entityType).not.toBe('user');
    const all = ActivityResponse.parse((await api.as(ADMIN, '/admin/activity?pageSize=100')).body);
    expect(page.total).toBe(all.total);
  });

  it("another tenant's administrator sees none of it", async () => {
    await api.handle.query(`UPDATE users SET role = 'ADMIN' WHERE user_id = $1`, [OTHER_TENANT_USER]);
    expect(await personEntries(OTHER_TENANT_USER)).toEqual([]);
    expect((await put(OTHER_TENANT_USER, 'u-evaluator', { functions: [] })).status).toBe(404);
    expect((await personEntries()).filter((e) => e.actorId === 'u-otto-other')).toEqual([]);
  });
});
