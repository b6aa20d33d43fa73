import { describe, expect, it } from 'vitest';
import { ActivityResponse, AdminUserListResponse, IdeaPremium, PayrollBatch, PayrollBatchListResponse, PremiumRuleSetList, UserFunctions, CurrentUser, IdeaListResponse, NotificationListResponse, TaskListResponse, UserListResponse, AdminStats } from '@idea-portal/contracts';
import { DEMO_PREMIUM_RULES } from '@idea-portal/domain';
import { DEFAULT_MOCK_API_URL, mockDb, setMockCurrentUser } from './index';
import { setupMockApi } from './node';

setupMockApi();
const get = async (path: string) => {
  const res = await fetch(`${DEFAULT_MOCK_API_URL}${path}`);
  return { status: res.status, body: await res.json() };
};

describe('MSW contract handlers', () => {
  it('answer with the contracts', async () => {
    expect(CurrentUser.parse((await get('/users/me')).body).profile.id).toBe('u-admin');
    expect(IdeaListResponse.parse((await get('/ideas?limit=5')).body).hasMore).toBe(true);
    expect(TaskListResponse.parse((await get('/tasks')).body).total).toBeGreaterThan(0);
    expect(NotificationListResponse.parse((await get('/notifications')).body).notifications.length).toBeGreaterThan(0);
    expect(AdminStats.parse((await get('/admin/stats')).body).ideasPerMonth).toHaveLength(12);
    const users = UserListResponse.parse((await get('/users?pageSize=5')).body);
    expect(users.pagination).toMatchObject({ pageSize: 5, hasMore: true, nextPageToken: '5' });
  });

  it('refuse unknown query parameters like the API', async () => {
    const res = await get('/ideas?bogus=1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answer 404 problems and scope admin endpoints', async () => {
    expect((await get('/ideas/nope')).body.code).toBe('NOT_FOUND');
    setMockCurrentUser('u-viewer');
    expect((await get('/admin/stats')).status).toBe(403);
  });

  it("set functions as the API does: admins only, in the activity log, the tariff group read only by works council / idea manager", async () => {
    const put = (body: unknown) =>
      fetch(`${DEFAULT_MOCK_API_URL}/admin/users/u-creator/functions`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // The mocked admin is idea manager: reads the group.
    expect(UserFunctions.parse((await get('/users/u-creator/functions')).body)).toEqual({ userId: 'u-creator', functions: [], tariffGroup: 'E9' });
    expect((await put({ functions: ['pope'] })).status).toBe(400);
    const res = await put({ functions: ['worksCouncil'], tariffGroup: 'E10' });
    expect(UserFunctions.parse(await res.json())).toEqual({ userId: 'u-creator', functions: ['worksCouncil'], tariffGroup: 'E10' });
    expect(AdminUserListResponse.parse((await get('/admin/users?pageSize=50')).body).users.find((u) => u.id === 'u-creator')?.functions).toEqual(['worksCouncil']);
    const log = ActivityResponse.parse((await get('/admin/activity')).body).entries.filter((e) => e.entityType === 'user');
    expect(log.map((e) => [e.subjectUserId, e.fieldName, e.oldValue, e.newValue])).toEqual(
      expect.arrayContaining([
        ['u-creator', 'functions', null, 'worksCouncil'],
        ['u-creator', 'tariffGroup', null, null],
      ]),
    );
    // An admin without those functions may set the group but not read it.
    mockDb.userFunctions['u-admin'] = [];
    expect(UserFunctions.parse(await (await put({ functions: ['worksCouncil'], tariffGroup: 'E11' })).json())).toEqual({ userId: 'u-creator', functions: ['worksCouncil'] });
    expect((await get('/users/u-creator/functions')).body).toEqual({ userId: 'u-creator', functions: ['worksCouncil'] });
    setMockCurrentUser('u-viewer');
    expect((await put({ functions: [] })).status).toBe(403);
  });

  it('follow the libs/domain rules on who sees, edits and deletes an idea', async () => {
    const send = async (method: string, path: string) => {
      const res = await fetch(`${DEFAULT_MOCK_API_URL}${path}`, { method });
      return { status: res.status, code: res.status === 204 ? null : ((await res.json()) as { code?: string }).code };
    };
    // A draft is seen by its creators only, not by an evaluator.
    setMockCurrentUser('u-eval');
    expect((await get('/ideas/idea-5')).status).toBe(404);
    setMockCurrentUser('u-admin');
    expect((await get('/ideas/idea-5')).status).toBe(200);
    // Shared with the unit: a person of that unit sees it, someone without a unit does not.
    const idea3 = mockDb.ideas.find((i) => i.id === 'idea-3')!;
    idea3.visibility = 'unit';
    setMockCurrentUser('u-viewer');
    expect((await get('/ideas/idea-3')).status).toBe(404);
    setMockCurrentUser('u-tom');
    expect((await get('/ideas/idea-3')).status).toBe(200);
    // Only drafts are deleted.
    setMockCurrentUser('u-admin');
    expect(await send('DELETE', '/ideas/idea-1')).toEqual({ status: 409, code: 'NOT_EDITABLE' });
    expect((await send('DELETE', '/ideas/idea-5')).status).toBe(204);
  });

  it('follow the separation-of-duties rule of libs/domain like the API', async () => {
    const send = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${DEFAULT_MOCK_API_URL}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const json = res.status === 204 ? null : ((await res.json()) as { code?: string; status?: string; details?: { path: string }[] });
      return { status: res.status, code: json?.code, body: json };
    };
    // idea-9 is the admin's own idea (first assessment): the admin may not assess it, Eva may.
    setMockCurrentUser('u-admin');
    expect(await send('POST', '/ideas/idea-9/rejection', { reason: 'Mine', version: 1 })).toMatchObject({ status: 403, code: 'CONFLICT_OF_INTEREST' });
    setMockCurrentUser('u-eval');
    // Nor may the admin be made its assignee.
    const assign = await send('POST', '/ideas/idea-9/assignment', { assigneeId: 'u-admin', version: 1 });
    expect(assign).toMatchObject({ status: 409, code: 'ASSIGNEE_IS_CREATOR', body: { details: [{ path: 'body.assigneeId' }] } });
    mockDb.tenantPolicy.allowSelfAssessment = true;
    expect((await send('POST', '/ideas/idea-9/assignment', { assigneeId: 'u-admin', version: 1 })).status).toBe(200);
    mockDb.tenantPolicy.allowSelfAssessment = false;

    // Realised savings above the threshold wait for a second person (idea-4, accepted).
    const recorded = await send('POST', '/ideas/idea-4/completion', { realisedSavings: 250000, version: 1 });
    expect(recorded).toMatchObject({ status: 200, body: { status: 'accepted' } });
    expect(await send('POST', '/ideas/idea-4/completion/confirmation', { version: 2 })).toMatchObject({ status: 403, code: 'SECOND_PERSON_REQUIRED' });
    setMockCurrentUser('u-mark');
    expect(await send('POST', '/ideas/idea-4/completion/confirmation', { version: 2 })).toMatchObject({ status: 200, body: { status: 'completed' } });
    expect((await send('POST', '/ideas/idea-12/completion', { realisedSavings: 1e12, version: 1 })).status).toBe(400);

    // Contributors are fixed from the final decision on (idea-6: final_decision, submitted by Mark).
    expect(await send('POST', '/ideas/idea-6/contributors', { userId: 'u-sara' })).toMatchObject({ status: 409, code: 'CONTRIBUTORS_FROZEN' });
    // idea-4 (now completed): the admin, an idea manager, corrects them with a reason.
    setMockCurrentUser('u-admin');
    expect(await send('POST', '/ideas/idea-4/contributors', { userId: 'u-sara' })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await send('POST', '/ideas/idea-4/contributors', { userId: 'u-sara', reason: 'She built the prototype.' })).status).toBe(200);
    expect(mockDb.history.some((h) => h.ideaId === 'idea-4' && h.fieldName === 'contributorCorrection' && h.newValue === 'She built the prototype.')).toBe(true);
  });
});

describe('MSW premium handlers answer as the API does (issue 39)', () => {
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${DEFAULT_MOCK_API_URL}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() }));

  it('rule sets: ADMIN / idea manager keep them, the works council reads them, tiers that overlap are refused', async () => {
    expect(PremiumRuleSetList.parse((await get('/admin/premium-rules')).body).currentId).toBe('prs-demo-1');
    const overlap = await send('POST', '/admin/premium-rules', { ...DEMO_PREMIUM_RULES, calculable: { ...DEMO_PREMIUM_RULES.calculable, tiers: [{ from: 0, to: 5000, percent: 25 }, { from: 4000, to: null, percent: 10 }] } });
    expect(overlap.body.details).toContainEqual({ path: 'body.calculable.tiers.1.from', message: 'premium.tiersOverlap' });
    expect((await send('POST', '/admin/premium-rules', { ...DEMO_PREMIUM_RULES, validFrom: '2026-02-01' })).body).toMatchObject({ version: 2 });
    mockDb.userFunctions['u-lena'] = ['worksCouncil'];
    setMockCurrentUser('u-lena');
    expect((await get('/admin/premium-rules')).status).toBe(200);
    expect((await send('POST', '/admin/premium-rules', DEMO_PREMIUM_RULES)).status).toBe(403);
    setMockCurrentUser('u-viewer');
    expect((await get('/admin/premium-rules')).status).toBe(403);
  });

  it('the final decision proposes 4,625 EUR on 18,500 EUR net benefit; idea manager and works council see all, the submitter their share, others 404', async () => {
    mockDb.userFunctions['u-lena'] = ['worksCouncil'];
    mockDb.workflow['idea-6']!.review = { ...mockDb.workflow['idea-6']!.review!, benefitCalculationType: 'calculable', premiumInputs: { firstYearSavings: 20_000, implementationCosts: 1_500 } } as never;
    setMockCurrentUser('u-eval');
    const version = mockDb.ideas.find((i) => i.id === 'idea-6')!.version;
    expect((await send('POST', '/ideas/idea-6/decision', { decision: 'accepted', reason: 'Worth it', version })).status).toBe(200);
    expect((await get('/ideas/idea-6/premium')).status).toBe(404);
    setMockCurrentUser('u-admin');
    const all = IdeaPremium.parse((await get('/ideas/idea-6/premium')).body);
    expect(all).toMatchObject({ amount: 4625, status: 'proposed', seesAll: true });
    expect(all.shares.map((s) => s.userId)).toEqual(['u-mark', 'u-jonas', 'u-admin']);
    setMockCurrentUser('u-mark');
    expect(IdeaPremium.parse((await get('/ideas/idea-6/premium')).body).shares.map((s) => s.userId)).toEqual(['u-mark']);
    setMockCurrentUser('u-lena');
    expect((await send('POST', '/ideas/idea-6/premium/approval', { version: 1 })).body).toMatchObject({ status: 'approved', worksCouncilBy: { id: 'u-lena' } });
  });

  it('payroll export: idea managers only, a period exports what is due once, a top-up only its difference, the CSV again', async () => {
    const premium = { ideaId: 'idea-2', ruleSetId: 'prs-demo-1', amount: 101, proposedAmount: 101, derivation: { currency: 'EUR' }, releasedAt: '2026-10-15T09:00:00.000Z', shares: null } as unknown as (typeof mockDb.premiums)[string];
    mockDb.premiums['idea-2'] = premium;
    const period = { from: '2026-10-01', to: '2026-10-31' };
    setMockCurrentUser('u-viewer');
    expect((await get('/payroll-exports')).status).toBe(403);
    expect((await send('POST', '/payroll-exports', period)).status).toBe(403);
    setMockCurrentUser('u-admin');
    expect((await send('POST', '/payroll-exports', { from: '2026-10-31', to: '2026-10-01' })).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const first = PayrollBatch.parse((await send('POST', '/payroll-exports', period)).body);
    expect(first).toMatchObject({ rowCount: 2, totals: { EUR: 101 } });
    expect((await send('POST', '/payroll-exports', period)).body).toMatchObject({ code: 'NOTHING_TO_EXPORT' });
    premium.amount = 201;
    expect(PayrollBatch.parse((await send('POST', '/payroll-exports', period)).body)).toMatchObject({ rowCount: 2, totals: { EUR: 100 } });
    expect(PayrollBatchListResponse.parse((await get('/payroll-exports')).body).batches.map((b) => b.id)[1]).toBe(first.id);
    const csv = await fetch(`${DEFAULT_MOCK_API_URL}/payroll-exports/${first.id}/csv?lang=de`).then((r) => r.text());
    expect(csv.split('\r\n')[0]).toBe('Personalnummer,Name,Organisationseinheit,Kostenstelle,Ideen-ID,Betrag,Währung,Freigabedatum,Lohnart');
    expect(csv).toContain('idea-2,50.50,EUR,2026-10-15');
  });
});
