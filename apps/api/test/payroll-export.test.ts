import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../src/seed/people';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';
import { insertIdea } from './support/workflow-matrix';

/**
 * Payroll export: the idea manager exports the released premiums of a period as a CSV batch, one
 * row per person and idea; the batch is kept (downloads again unchanged) and nothing is exported
 * twice; every other role 403; tenants apart.
 */
const MANAGER = 'usr-anna-becker';
const WORKS_COUNCIL = 'usr-sarah-oconnor';

describe.each(targets)('payroll export on $name', (target) => {
  let api: TestApi;
  let counter = 0;
  beforeAll(async () => {
    api = await apiOn(target);
    await api.handle.query(`UPDATE users SET functions = '{ideaManager}' WHERE id = 'u-anna-becker'`);
    await api.handle.query(`UPDATE users SET personnel_number = '100234', cost_centre = 'KST-4711' WHERE id = 'u-creator'`);
    await api.handle.query(
      `INSERT INTO tenant_settings (tenant_id, wage_type) VALUES ($1, '4711') ON CONFLICT (tenant_id) DO UPDATE SET wage_type = '4711'`,
      [DEMO_TENANT_ID],
    );
  });
  afterAll(() => api?.close());

  /** An idea of the creator with the viewer contributing, its premium `status` (released on `releasedAt`), split 60/40. */
  async function premium(amount: number, releasedAt: string, status = 'released'): Promise<string> {
    const id = `payroll-${++counter}`;
    await insertIdea(api, { id, title: `Payroll ${counter}`, status: 'completed', submitterId: 'u-creator', contributors: ['u-viewer'] });
    await api.handle.query(
      `INSERT INTO idea_premiums (idea_id, tenant_id, rule_set_id, kind, status, amount, proposed_amount, currency, derivation, released_at)
       SELECT $1, $2, id, 'calculable', $3, $4, $4, 'EUR', '{}'::jsonb, $5 FROM premium_rule_sets WHERE tenant_id = $2 ORDER BY version LIMIT 1`,
      [id, DEMO_TENANT_ID, status, amount, status === 'released' ? releasedAt : null],
    );
    await api.handle.query(
      `INSERT INTO idea_premium_shares (idea_id, tenant_id, user_id, proposed, basis_points, amount) VALUES ($1, $2, 'u-creator', FALSE, 6000, $3), ($1, $2, 'u-viewer', FALSE, 4000, $4)`,
      [id, DEMO_TENANT_ID, amount * 0.6, amount * 0.4],
    );
    return id;
  }
  const exportPeriod = (sub: string | null, from: string, to: string) => call(api, sub, 'POST', '/payroll-exports', { from, to });
  const csv = async (sub: string | null, batchId: string, lang = 'de') => {
    const res = await api.as(sub, `/payroll-exports/${batchId}/csv?lang=${lang}`);
    return { statusCode: res.status, headers: res.headers, payload: typeof res.body === 'string' ? res.body : JSON.stringify(res.body) };
  };

  it('exports the released premiums of the period, one row per person and idea; the batch is listed and downloads again unchanged', async () => {
    const inPeriod = await premium(4625, '2031-03-10T09:00:00Z');
    await premium(1000, '2031-04-02T09:00:00Z'); // after the period
    await premium(500, '2031-03-11T09:00:00Z', 'approved'); // not released
    const res = await exportPeriod(MANAGER, '2031-03-01', '2031-03-31');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ periodFrom: '2031-03-01', periodTo: '2031-03-31', rowCount: 2, totals: { EUR: 4625 }, wageType: '4711', createdByName: 'Anna Becker' });

    const file = await csv(MANAGER, res.body.id);
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-type'])).toContain('text/csv');
    const lines = file.payload.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Personalnummer,Name,Organisationseinheit,Kostenstelle,Ideen-ID,Betrag,Währung,Freigabedatum,Lohnart');
    // Without a personnel number the cell stays empty (payroll sees the gap); the viewer has no cost centre.
    expect(lines.slice(1)).toEqual([
      `100234,Chris Creator,Produktion München,KST-4711,${inPeriod},2775.00,EUR,2031-03-10,4711`,
      `,Vera Viewer,Sales & Customer Service,,${inPeriod},1850.00,EUR,2031-03-10,4711`,
    ]);
    expect((await csv(ADMIN, res.body.id)).payload).toBe(file.payload);
    const list = await call(api, ADMIN, 'GET', '/payroll-exports');
    expect(list.body.batches.map((b: { id: string }) => b.id)).toContain(res.body.id);
  });

  it('marks what was exported: the same period again has nothing to export (409); a top-up exports only the difference', async () => {
    const id = await premium(1000, '2032-05-10T09:00:00Z');
    expect((await exportPeriod(ADMIN, '2032-05-01', '2032-05-31')).status).toBe(201);
    const again = await exportPeriod(ADMIN, '2032-05-01', '2032-05-31');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('NOTHING_TO_EXPORT');
    // Realised savings raised the premium to 1,500: the difference is due.
    await api.handle.query(`UPDATE idea_premium_shares SET amount = amount * 1.5 WHERE idea_id = $1`, [id]);
    await api.handle.query(`UPDATE idea_premiums SET amount = 1500, released_at = '2032-05-20T09:00:00Z' WHERE idea_id = $1`, [id]);
    const topUp = await exportPeriod(ADMIN, '2032-05-01', '2032-05-31');
    expect(topUp.status).toBe(201);
    expect(topUp.body).toMatchObject({ rowCount: 2, totals: { EUR: 500 } });
  });

  it('two exports at once never both take a share', async () => {
    await premium(800, '2033-01-10T09:00:00Z');
    const results = await Promise.all([exportPeriod(ADMIN, '2033-01-01', '2033-01-31'), exportPeriod(MANAGER, '2033-01-01', '2033-01-31')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const [{ n }] = (await api.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payroll_batch_rows r JOIN ideas i ON i.id = r.idea_id WHERE i.title = $1`,
      [`Payroll ${counter}`],
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('ADMIN and idea managers only: 403 for the works council, EVALUATORS, CREATORS and VIEWERS, 401 without sign-in', async () => {
    const batch = await call(api, ADMIN, 'GET', '/payroll-exports');
    const someId = batch.body.batches[0]?.id ?? 'pay-none';
    for (const sub of [WORKS_COUNCIL, EVALUATOR, CREATOR, VIEWER]) {
      expect((await call(api, sub, 'GET', '/payroll-exports')).status, sub).toBe(403);
      expect((await exportPeriod(sub, '2030-01-01', '2030-12-31')).status, sub).toBe(403);
      expect((await csv(sub, someId)).statusCode, sub).toBe(403);
    }
    expect((await call(api, null, 'GET', '/payroll-exports')).status).toBe(401);
  });

  it('bad periods 400; another tenant sees none of the batches and gets 404 for one', async () => {
    expect((await exportPeriod(ADMIN, '2030-02-01', '2030-01-01')).status).toBe(400);
    expect((await exportPeriod(ADMIN, 'yesterday', '2030-01-01')).status).toBe(400);
    const mine = await call(api, ADMIN, 'GET', '/payroll-exports');
    expect(mine.body.batches.length).toBeGreaterThan(0);
    const other = await call(api, OTHER_TENANT_USER, 'GET', '/payroll-exports');
    if (other.status === 200) expect(other.body.batches).toEqual([]);
    else expect(other.status).toBe(403);
    const foreign = await csv(OTHER_TENANT_USER, mine.body.batches[0].id);
    expect([403, 404]).toContain(foreign.statusCode);
  });
});
