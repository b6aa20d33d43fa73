import { KeyFiguresResponse } from '@idea-portal/contracts';
import { DEFAULT_DEADLINE_POLICY, leadTimeWorkingDays } from '@idea-portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';

/**
 * GET /key-indicators/figures against a count done by hand: a tenant of its own with five active
 * employees (three in unit A, two in B) and one inactive, four submitted ideas with their status
 * history (one went back from review to first assessment) and a draft.
 */
const TENANT = 'ten-kf';
const people = {
  admin: { id: 'u-kf-admin', sub: 'usr-kf-admin', role: 'ADMIN', unit: 'ou-kf-b' },
  viewer: { id: 'u-kf-viewer', sub: 'usr-kf-viewer', role: 'VIEWERS', unit: 'ou-kf-a' },
  s1: { id: 'u-kf-s1', sub: 'usr-kf-s1', role: 'CREATORS', unit: 'ou-kf-a' },
  s2: { id: 'u-kf-s2', sub: 'usr-kf-s2', role: 'CREATORS', unit: 'ou-kf-b' },
  s3: { id: 'u-kf-s3', sub: 'usr-kf-s3', role: 'CREATORS', unit: 'ou-kf-a' },
} as const;

/** Each idea: submitter, unit, visibility, submission day and its status changes after submission (day, to). */
const IDEAS = [
  // Straight through: 2 + 3 + 5 + 2 + 2 working days in the stages; decided after 12, completed after 14.
  { id: 'kf-1', by: 's1', unit: 'ou-kf-a', vis: 'organization', day: '2025-03-03', status: 'completed', firstYear: 1000, realised: 1200,
    moves: [['2025-03-05', 'review'], ['2025-03-10', 'implementation'], ['2025-03-17', 'final_decision'], ['2025-03-19', 'accepted'], ['2025-03-21', 'completed']] },
  // Back from review to first assessment, then rejected: first assessment 2 + 2, review 3 + 1; decided after 8. s2 contributes.
  { id: 'kf-2', by: 's1', unit: 'ou-kf-a', vis: 'organization', day: '2025-03-04', status: 'rejected', firstYear: null, realised: null,
    moves: [['2025-03-06', 'review'], ['2025-03-11', 'first_assessment'], ['2025-03-13', 'review'], ['2025-03-14', 'rejected']] },
  // Accepted, not completed, across Easter (Good Friday 18 and Easter Monday 21 April 2025, public
  // holidays in Berlin, the tenant's default state): 2 + 5 + 1 (16 to 18 April) + 0 (Good Friday to
  // Easter Monday); decided after 8 (10 weekdays less the two holidays).
  { id: 'kf-3', by: 's2', unit: 'ou-kf-b', vis: 'organization', day: '2025-04-07', status: 'accepted', firstYear: 500, realised: null,
    moves: [['2025-04-09', 'review'], ['2025-04-16', 'implementation'], ['2025-04-18', 'final_decision'], ['2025-04-21', 'accepted']] },
  // Still in first assessment; only unit B sees it.
  { id: 'kf-4', by: 's2', unit: 'ou-kf-b', vis: 'unit', day: '2025-04-08', status: 'first_assessment', firstYear: null, realised: null, moves: [] },
] as const;

describe.each(targets)('GET /key-indicators/figures on $name', (target) => {
  let api: TestApi;
  const get = async (sub: string, query = '') => {
    const res = await api.as(sub, `/key-indicators/figures${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return KeyFiguresResponse.parse(res.body);
  };

  beforeAll(async () => {
    api = await apiOn(target);
    const q = (text: string, params: unknown[] = []) => api.handle.query(text, params);
    await q(`INSERT INTO tenants (id, name) VALUES ($1, 'Figures Corp')`, [TENANT]);
    await q(`INSERT INTO organizational_units (id, tenant_id, name) VALUES ('ou-kf-a', $1, 'Unit A'), ('ou-kf-b', $1, 'Unit B')`, [TENANT]);
    for (const p of Object.values(people)) {
      await q(
        `INSERT INTO users (id, user_id, email, given_name, family_name, role, organizational_unit_id, tenant_id) VALUES ($1, $2, $2 || '@kf.test', 'K', 'F', $3, $4, $5)`,
        [p.id, p.sub, p.role, p.unit, TENANT],
      );
    }
    await q(
      `INSERT INTO users (id, user_id, email, given_name, family_name, role, organizational_unit_id, tenant_id, status) VALUES ('u-kf-gone', 'usr-kf-gone', 'gone@kf.test', 'G', 'One', 'CREATORS', 'ou-kf-a', $1, 'INACTIVE')`,
      [TENANT],
    );
    for (const i of IDEAS) {
      const submitted = `${i.day}T09:00:00Z`;
      await q(
        `INSERT INTO ideas (id, tenant_id, submitter_id, status, visibility, organizational_unit_id, title, submitted_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, 'Figure idea', $7, $7, $7)`,
        [i.id, TENANT, people[i.by].id, i.status, i.vis, i.unit, submitted],
      );
      const moves = [[i.day, 'first_assessment', 'draft'] as const, ...i.moves.map(([day, to], n) => [day, to, n === 0 ? 'first_assessment' : i.moves[n - 1]![1]] as const)];
      for (const [n, [day, to, from]] of moves.entries()) {
        await q(
          `INSERT INTO idea_history (id, idea_id, tenant_id, entity_type, field_name, old_value, new_value, created_at) VALUES ($1, $2, $3, 'idea', 'status', $4, $5, $6)`,
          [`${i.id}-h${n}`, i.id, TENANT, from, to, `${day}T10:00:00Z`],
        );
      }
      if (i.firstYear !== null) await q(`INSERT INTO idea_reviews (idea_id, tenant_id, first_year_net_savings) VALUES ($1, $2, $3)`, [i.id, TENANT, i.firstYear]);
      if (i.realised !== null) await q(`INSERT INTO idea_decisions (idea_id, tenant_id, decision, realised_savings) VALUES ($1, $2, 'accepted', $3)`, [i.id, TENANT, i.realised]);
    }
    await q(`INSERT INTO idea_contributors (idea_id, user_id) VALUES ('kf-2', $1)`, [people.s2.id]);
    // A draft never counts, nor makes its writer a participant.
    await q(`INSERT INTO ideas (id, tenant_id, submitter_id, status, title) VALUES ('kf-draft', $1, $2, 'draft', 'Draft')`, [TENANT, people.s3.id]);
  }, 120_000);
  afterAll(() => api?.close());

  it('equals the count by hand for the idea manager', async () => {
    const body = await get(people.admin.sub);
    expect(body.total).toEqual({
      submitted: 4,
      employees: 5,
      participants: 2, // s1, and s2 as submitter and contributor
      ideasPer100Employees: 80,
      participationRate: 40,
      decided: 3,
      implemented: 2,
      implementationRate: 66.7,
      firstYearNetBenefit: 1500,
      realisedSavings: 1200,
      toDecision: { ideas: 3, median: 8, p90: 11.2 }, // 8, 8, 12
      toCompletion: { ideas: 1, median: 14, p90: 14 },
    });
    const stage = (s: string) => body.stages.find((x) => x.stage === s)?.total;
    expect(stage('first_assessment')).toEqual({ ideas: 3, median: 2, p90: 3.6 }); // 2, 4 (2 + 2, back from review), 2
    expect(stage('review')).toEqual({ ideas: 3, median: 4, p90: 4.8 }); // 3, 4 (3 + 1), 5
    expect(stage('implementation')).toEqual({ ideas: 2, median: 3, p90: 4.6 }); // 5, 1
    expect(stage('final_decision')).toEqual({ ideas: 2, median: 1, p90: 1.8 }); // 2, 0
    expect(stage('accepted')).toEqual({ ideas: 1, median: 2, p90: 2 });
    expect(body.premiums).toBeNull();
    expect(body.workingDays).toBe('tenantCalendar');
  });

  it('breaks down per unit (participants by their own unit) and per month', async () => {
    const body = await get(people.admin.sub);
    const a = body.byUnit.find((u) => u.unit?.id === 'ou-kf-a')!.figures;
    expect([a.submitted, a.employees, a.participants, a.ideasPer100Employees, a.participationRate, a.decided, a.implemented, a.implementationRate]).toEqual([2, 3, 1, 66.7, 33.3, 2, 1, 50]);
    const b = body.byUnit.find((u) => u.unit?.id === 'ou-kf-b')!.figures;
    expect([b.submitted, b.employees, b.participants, b.implementationRate, b.toDecision.median]).toEqual([2, 2, 1, 100, 8]);
    expect(body.stages.find((s) => s.stage === 'review')?.byUnit).toEqual(
      expect.arrayContaining([
        { unitId: 'ou-kf-a', leadTime: { ideas: 2, median: 3.5, p90: 3.9 } },
        { unitId: 'ou-kf-b', leadTime: { ideas: 1, median: 5, p90: 5 } },
      ]),
    );
    expect(body.byMonth.map((m) => [m.month, m.figures.submitted, m.figures.participants, m.figures.implemented])).toEqual([
      ['2025-03', 2, 2, 1],
      ['2025-04', 2, 1, 1],
    ]);
  });

  it('filters by period of submission and unit', async () => {
    const march = await get(people.admin.sub, '?from=2025-03-01&to=2025-03-31');
    expect([march.total.submitted, march.total.implementationRate, march.total.toDecision.median]).toEqual([2, 50, 10]);
    const unitB = await get(people.admin.sub, '?organizationalUnitId=ou-kf-b');
    expect([unitB.total.submitted, unitB.total.employees, unitB.total.participants]).toEqual([2, 2, 1]);
  });

  it('counts only what the reader may see, and nothing of another tenant', async () => {
    // A viewer of unit A does not see kf-4 (shared with unit B): the rule of GET /key-indicators.
    const viewer = await get(people.viewer.sub);
    expect([viewer.total.submitted, viewer.total.decided]).toEqual([3, 3]);
    const creator = await get(people.s1.sub);
    expect(creator.total.submitted).toBe(3);
    const other = await get('usr-other');
    expect(other.byUnit.map((u) => u.unit?.id)).not.toContain('ou-kf-a');
    expect(other.total.employees).not.toBe(5);
    expect((await api.as(null, '/key-indicators/figures')).status).toBe(401);
    expect((await api.as(people.admin.sub, '/key-indicators/figures?from=2025-13-01')).status).toBe(400);
  });

  it('counts working days in SQL exactly as libs/domain does: weekends, the state\'s holidays, closing days', async () => {
    const q = (text: string, params: unknown[] = []) => api.handle.query<{ n: number }>(text, params);
    // A Bavarian tenant closed between Christmas and New Year; Berlin (ten-kf, no settings: the default state).
    const bavaria = { state: 'BY', closingDays: ['2025-12-29', '2025-12-30', '2026-01-02', '2025-06-21'] } as const;
    await q(`INSERT INTO tenants (id, name) VALUES ('ten-kf-by', 'Bavaria Corp')`);
    await q(`INSERT INTO tenant_settings (tenant_id, deadlines) VALUES ('ten-kf-by', $1)`, [JSON.stringify(bavaria)]);
    const calendars = [
      { tenant: 'ten-kf-by', calendar: bavaria },
      { tenant: TENANT, calendar: { state: DEFAULT_DEADLINE_POLICY.state, closingDays: [] } },
    ];
    // Across Christmas and New Year, Epiphany (Bavaria only), Easter, Corpus Christi and Assumption (Bavaria only); also backwards.
    const starts = ['2025-12-20', '2025-12-23', '2026-01-05', '2025-04-16', '2025-06-18', '2025-08-14', '2025-03-07'];
    const pairs: [string, string][] = [];
    for (const start of starts) for (let n = -3; n < 40; n += 2) pairs.push([start, addDays(start, n)]);
    for (const { tenant, calendar } of calendars) {
      const rows = await q(
        `SELECT working_days_between($1, (p->>0)::date, (p->>1)::date) AS n FROM json_array_elements($2::json) WITH ORDINALITY AS t(p, i) ORDER BY i`,
        [tenant, JSON.stringify(pairs)],
      );
      expect(rows.map((r) => Number(r.n)), tenant).toEqual(pairs.map(([a, b]) => leadTimeWorkingDays(a, b, calendar)));
    }
    // Pinned by hand: Christmas Eve to 7 January 2026 in Bavaria is 24 Dec + 31 Dec + 5 Jan + 7 Jan (Epiphany on the 6th).
    expect(leadTimeWorkingDays('2025-12-23', '2026-01-07', bavaria)).toBe(4);
    expect((await q(`SELECT working_days_between('ten-kf-by', '2025-12-23', '2026-01-07') AS n`))[0]?.n).toBe(4);
  });

  it('counts the figures again when the tenant\'s calendar changes (a closing day)', async () => {
    const q = (text: string, params: unknown[] = []) => api.handle.query(text, params);
    // Wednesday 12 March 2025 closed: kf-1's implementation (10 to 17 March) and its way to decision
    // lose a day, kf-2's second first assessment (11 to 13 March) too.
    await q(`INSERT INTO tenant_settings (tenant_id, deadlines) VALUES ($1, $2)`, [TENANT, JSON.stringify({ state: 'BE', closingDays: ['2025-03-12'] })]);
    const body = await get(people.admin.sub);
    expect(body.total.toDecision).toEqual({ ideas: 3, median: 8, p90: 10.4 }); // 7 (kf-2 lost the 12th too), 8, 11
    const stage = (s: string) => body.stages.find((x) => x.stage === s)?.total;
    expect(stage('implementation')).toEqual({ ideas: 2, median: 2.5, p90: 3.7 }); // 4, 1
    expect(stage('first_assessment')).toEqual({ ideas: 3, median: 2, p90: 2.8 }); // 2, 3 (2 + 1), 2
    await q(`UPDATE tenant_settings SET deadlines = NULL WHERE tenant_id = $1`, [TENANT]);
    expect((await get(people.admin.sub)).total.toDecision).toEqual({ ideas: 3, median: 8, p90: 11.2 });
  });
});

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
