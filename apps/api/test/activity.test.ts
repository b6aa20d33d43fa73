import { AdminStats, NotificationListResponse, TaskListResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_IDEAS } from '../src/seed/ideas';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

const idOf = (n: number) => `idea-${String(n).padStart(3, '0')}`;
/** Expected My Tasks of a non-admin seed user: assignee, submitter or contributor. */
const expectedTasks = (key: string) =>
  SEED_IDEAS.filter((i) => (i.assignee === key && i.status !== 'draft') || i.by === key || i.with?.includes(key))
    .map((i) => idOf(i.n))
    .sort();

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

  it('ADMIN: ideas in first assessment, most recently updated first', async () => {
    const body = await tasks(ADMIN);
    expect(body.total).toBe(9);
    expect(body.tasks).toHaveLength(9);
    expect(body.tasks.every((t) => t.status === 'first_assessment')).toBe(true);
    const times = body.tasks.map((t) => t.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it.each([
    [EVALUATOR, 'evaluator'],
    [CREATOR, 'creator'],
    [VIEWER, 'viewer'],
  ])('%s: ideas they are assessment assignee, submitter or contributor of', async (sub, key) => {
    const body = await tasks(sub);
    expect(body.tasks.map((t) => t.id).sort()).toEqual(expectedTasks(key));
    expect(body.total).toBe(expectedTasks(key).length);
  });

  it('another tenant sees only its own tasks', async () => {
    const body = await tasks(OTHER_TENANT_USER);
    expect(body.tasks.map((t) => t.id).sort()).toEqual(['other-idea-001', 'other-idea-002']);
  });

  it("GET /notifications: latest status change of each of the caller's ideas", async () => {
    const res = await api.as(CREATOR, '/notifications');
    expect(res.status).toBe(200);
    const { notifications } = NotificationListResponse.parse(res.body);
    const mine = SEED_IDEAS.filter((i) => i.by === 'creator' || i.with?.includes('creator')).map((i) => idOf(i.n));
    expect(notifications.map((n) => n.ideaId).sort()).toEqual(mine.sort());
    const times = notifications.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const predictive = notifications.find((n) => n.ideaId === 'idea-003')!;
    expect(predictive).toMatchObject({ status: 'review', newValue: 'review', actorName: 'Eva Evaluator' });
    const draft = notifications.find((n) => n.ideaId === 'idea-025')!;
    expect(draft).toMatchObject({ status: 'draft', newValue: null, actorName: 'Chris Creator' });
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
