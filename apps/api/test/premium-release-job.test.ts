import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaPremiums, ideaReviews } from '../src/db/schema';
import { PREMIUM_RELEASE_JOB, runPremiumRelease } from '../src/modules/premiums/release-job';
import { DEMO_TENANT_ID } from '../src/seed/people';
import { call } from './support/admin';
import { ADMIN, apiOn, targets, type TestApi } from './support/api';
import { insertIdea, sendWorkflow } from './support/workflow-matrix';

/**
 * The release of premiums at the end of the objection period (issue 39) is the hourly job's, not
 * a side effect of reading: a premium the idea manager agreed to, whose period ended without
 * objection, reads as released but stays stored as approved (and out of the payroll export) until
 * the job runs; the job releases it on the period's last day, once per hour across instances,
 * and never one objected to, not yet due, or whose rule set waits for the works council.
 */
const DECIDER = 'usr-michael-brown';
const DAY = 86_400_000;

describe.each(targets)('premium release job on $name', (target) => {
  let api: TestApi;
  let counter = 0;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  /** A decided idea whose premium the idea manager (ADMIN) agreed to on `approvedAt`, with the objection period ending `days` later. */
  async function agreed(approvedAt: Date, days: number, extra: Partial<typeof ideaPremiums.$inferInsert> = {}): Promise<string> {
    const id = `release-${++counter}`;
    await insertIdea(api, { id, title: `Release ${counter}`, status: 'final_decision', submitterId: 'u-creator', contributors: [], assigneeId: 'u-michael-brown' });
    await api.handle.db.insert(ideaReviews).values({ ideaId: id, tenantId: DEMO_TENANT_ID, recommendation: 'approve', benefitCalculationType: 'calculable', firstYearSavings: 20_000, implementationCosts: 1_500 });
    expect((await sendWorkflow(api, DECIDER, id, 'POST', '/decision', { decision: 'accepted', reason: 'Worth it' })).status).toBe(200);
    expect((await call(api, ADMIN, 'POST', `/ideas/${id}/premium/approval`, { version: 1 })).status).toBe(200);
    await api.handle.db
      .update(ideaPremiums)
      .set({ managerApprovedAt: approvedAt, objectionDeadline: new Date(approvedAt.getTime() + days * DAY), ...extra })
      .where(eq(ideaPremiums.ideaId, id));
    return id;
  }
  const stored = async (id: string) => (await api.handle.db.select().from(ideaPremiums).where(eq(ideaPremiums.ideaId, id)))[0]!;
  const day = (d: Date) => d.toISOString().slice(0, 10);

  it('reading changes nothing; the hourly run releases the due premium once, on the last day of the period, and the payroll export then takes it', async () => {
    // The middle of this hour: "the same hour again" a minute later must not cross into the next.
    const HOUR = 3_600_000;
    const now = new Date(Math.floor(Date.now() / HOUR) * HOUR + HOUR / 2);
    const approvedAt = new Date(now.getTime() - 20 * DAY);
    const due = await agreed(approvedAt, 14);
    const deadline = new Date(approvedAt.getTime() + 14 * DAY);
    const notYet = await agreed(new Date(now.getTime() - 2 * DAY), 14);
    const objected = await agreed(approvedAt, 14, { status: 'objected', objectedAt: new Date(approvedAt.getTime() + DAY), objectionReason: 'Too low' });
    const waitsForCouncil = await agreed(approvedAt, 14, { releaseAfterDeadline: false });

    // Read: the premium shows as released (the period is over) but is stored as it was.
    const read = await call(api, ADMIN, 'GET', `/ideas/${due}/premium`);
    expect(read.body).toMatchObject({ status: 'released', releasedAt: deadline.toISOString() });
    expect(await stored(due)).toMatchObject({ status: 'approved', releasedAt: null });
    // ... so nothing of that day reaches the payroll yet.
    const early = await call(api, ADMIN, 'POST', '/payroll-exports', { from: day(deadline), to: day(deadline) });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('NOTHING_TO_EXPORT');

    // The hour's run releases it, on the day the period ended; nothing else.
    const first = await runPremiumRelease(api.handle.db, now);
    expect(first).toEqual({ ran: true, released: [due] });
    expect(await stored(due)).toMatchObject({ status: 'released', releasedAt: deadline });
    for (const id of [notYet, waitsForCouncil]) expect((await stored(id)).status).toBe('approved');
    expect((await stored(objected)).status).toBe('objected');

    // The same hour again (another instance): not run; the next hour: runs, releases nothing twice.
    expect(await runPremiumRelease(api.handle.db, new Date(now.getTime() + 60_000))).toEqual({ ran: false, released: [] });
    expect(await runPremiumRelease(api.handle.db, new Date(now.getTime() + HOUR))).toEqual({ ran: true, released: [] });
    const [runs] = await api.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM api_job_runs WHERE job = $1`, [PREMIUM_RELEASE_JOB]);
    expect(runs?.n).toBe(2);

    // The payroll export of the deadline's day now takes it.
    const exported = await call(api, ADMIN, 'POST', '/payroll-exports', { from: day(deadline), to: day(deadline) });
    expect(exported.status, JSON.stringify(exported.body)).toBe(201);
    expect(exported.body).toMatchObject({ rowCount: 1, totals: { EUR: 4625 } });

    // Two weeks on, the second premium's period is over too: that hour's run releases it.
    const later = new Date(now.getTime() + 13 * DAY);
    expect(await runPremiumRelease(api.handle.db, later)).toEqual({ ran: true, released: [notYet] });
    expect((await stored(waitsForCouncil)).status).toBe('approved');
  });
});
