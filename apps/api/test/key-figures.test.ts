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

/**
 * Tasks overdue now and premiums paid, in a tenant of their own (its ideas stay out of the hand
 * count above), on Tuesday 10 June 2025 (the API's clock). Berlin's holidays 1 May, 29 May
 * (Ascension) and 9 June (Whit Monday) are no working days.
 */
const NOW = new Date('2025-06-10T10:00:00Z');
const T2 = 'ten-kf2';
const p2 = {
  admin: { id: 'u-kf2-admin', sub: 'usr-kf2-admin', role: 'ADMIN', functions: [] },
  manager: { id: 'u-kf2-manager', sub: 'usr-kf2-manager', role: 'CREATORS', functions: ['ideaManager'] },
  evaluator: { id: 'u-kf2-eval', sub: 'usr-kf2-eval', role: 'EVALUATORS', functions: [] },
  viewer: { id: 'u-kf2-viewer', sub: 'usr-kf2-viewer', role: 'VIEWERS', functions: [] },
  s: { id: 'u-kf2-s', sub: 'usr-kf2-s', role: 'CREATORS', functions: [] },
  c: { id: 'u-kf2-c', sub: 'usr-kf2-c', role: 'CREATORS', functions: [] },
} as const;

async function seedOverdueAndPremiums(q: (text: string, params?: unknown[]) => Promise<unknown>) {
  await q(`INSERT INTO tenants (id, name) VALUES ($1, 'Deadline Corp')`, [T2]);
  await q(`INSERT INTO organizational_units (id, tenant_id, name) VALUES ('ou-kf2-a', $1, 'Unit A'), ('ou-kf2-b', $1, 'Unit B')`, [T2]);
  await q(`INSERT INTO categories (id, tenant_id, name) VALUES ('cat-kf2', $1, 'Safety')`, [T2]);
  for (const p of Object.values(p2)) {
    await q(
      `INSERT INTO users (id, user_id, email, given_name, family_name, role, organizational_unit_id, tenant_id, functions) VALUES ($1, $2, $2 || '@kf2.test', 'K', 'F', $3, 'ou-kf2-a', $4, $5)`,
      [p.id, p.sub, p.role, T2, p.functions],
    );
  }
  const idea = (id: string, status: string, unit: string, since: string, assignee: string | null, category: string | null = null) =>
    q(
      `INSERT INTO ideas (id, tenant_id, submitter_id, status, visibility, organizational_unit_id, category_id, assessment_assignee_id, title, submitted_at, created_at, updated_at, status_changed_at)
       VALUES ($1, $2, $3, $4, 'organization', $5, $6, $7, 'Task idea', $8, $8, $8, $8)`,
      [id, T2, p2.s.id, status, unit, category, assignee, since],
    );
  // In review since 1 May (a holiday): 15 working days, due 22 May: overdue.
  await idea('kf2-late-review', 'review', 'ou-kf2-a', '2025-05-01T08:00:00Z', p2.evaluator.id, 'cat-kf2');
  // In review since 9 June: due in July, not overdue.
  await idea('kf2-fresh-review', 'review', 'ou-kf2-a', '2025-06-09T08:00:00Z', p2.evaluator.id);
  // In first assessment since 1 May: 10 working days, due 15 May: overdue. Its inquiry to the
  // submitter and the contributor (asked 2 May, 5 working days, due 9 May) is one task, overdue.
  await idea('kf2-late-assess', 'first_assessment', 'ou-kf2-b', '2025-05-01T08:00:00Z', p2.evaluator.id);
  await q(`INSERT INTO idea_contributors (idea_id, user_id) VALUES ('kf2-late-assess', $1)`, [p2.c.id]);
  await q(`INSERT INTO idea_inquiries (id, idea_id, tenant_id, question, asked_by, asked_at) VALUES ('kf2-q', 'kf2-late-assess', $1, 'How?', $2, '2025-05-02T08:00:00Z')`, [T2, p2.evaluator.id]);
  // The overdue review escalated to the idea manager: the same task, not one more.
  await q(
    `INSERT INTO deadline_reminders (id, tenant_id, idea_id, task_kind, person_id, user_id, reminder, due_date, created_at)
     VALUES ('dr-kf2', $1, 'kf2-late-review', 'review', $2, $3, 'escalated', '2025-05-22', '2025-05-28T06:00:00Z')`,
    [T2, p2.evaluator.id, p2.manager.id],
  );

  // Premiums: released on 20 May and 1 June (UTC) in the period May-June, on 30 April 23:30 UTC
  // (1 May in Berlin, still April by the UTC day) before it; one approved, not released.
  await q(
    `INSERT INTO premium_rule_sets (id, tenant_id, version, valid_from, currency, calculable, non_calculable, appreciation_award, appeal_period_days, objection_period_days)
     VALUES ('prs-kf2', $1, 1, '2024-01-01', 'EUR', '{}', '{}', 50, 28, 14)`,
    [T2],
  );
  const premiums = [
    ['kf2-p-may', 'ou-kf2-a', 'released', 1000.5, '2025-05-20T23:30:00Z'],
    ['kf2-p-june', 'ou-kf2-b', 'released', 250, '2025-06-01T00:10:00Z'],
    ['kf2-p-april', 'ou-kf2-a', 'released', 999, '2025-04-30T23:30:00Z'],
    ['kf2-p-approved', 'ou-kf2-a', 'approved', 5000, null],
  ] as const;
  for (const [id, unit, status, amount, released] of premiums) {
    // Submitted long before: premiums count by the day they were paid, not the idea's submission.
    await idea(id, 'completed', unit, '2024-11-04T08:00:00Z', p2.evaluator.id);
    await q(
      `INSERT INTO idea_premiums (idea_id, tenant_id, rule_set_id, kind, status, amount, proposed_amount, currency, derivation, released_at)
       VALUES ($1, $2, 'prs-kf2', 'calculable', $3, $4, $4, 'EUR', '{}', $5)`,
      [id, T2, status, amount, released],
    );
  }
}

describe.each(targets)('GET /key-indicators/figures on $name', (target) => {
  let api: TestApi;
  const get = async (sub: string, query = '') => {
    const res = await api.as(sub, `/key-indicators/figures${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return KeyFiguresResponse.parse(res.body);
  };

  beforeAll(async () => {
    api = await apiOn(target, undefined, { clock: () => NOW });
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
    await seedOverdueAndPremiums(q);
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
    // No task of this tenant has an assignee (kf-4 waits for one) and no premium was paid.
    expect(body.overdueTasks).toEqual({ total: 0, byKind: [] });
    expect(body.premiums).toEqual({ released: 0, amount: 0, byMonth: [] });
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

  it('counts the tasks overdue now, each once, in the unit and category filtered on, whatever the period', async () => {
    const all = { total: 3, byKind: [{ kind: 'answerInquiry', n: 1 }, { kind: 'assess', n: 1 }, { kind: 'review', n: 1 }] };
    expect((await get(p2.admin.sub)).overdueTasks).toEqual(all);
    // The idea manager (no ADMIN) and an evaluator (sees the whole tenant) get the same count.
    expect((await get(p2.manager.sub)).overdueTasks).toEqual(all);
    expect((await get(p2.evaluator.sub)).overdueTasks).toEqual(all);
    // Now, not the period's: a period without any of these ideas counts the same.
    expect((await get(p2.admin.sub, '?from=2020-01-01&to=2020-01-31')).overdueTasks).toEqual(all);
    expect((await get(p2.admin.sub, '?organizationalUnitId=ou-kf2-b')).overdueTasks).toEqual({ total: 2, byKind: [{ kind: 'answerInquiry', n: 1 }, { kind: 'assess', n: 1 }] });
    expect((await get(p2.admin.sub, '?categoryId=cat-kf2')).overdueTasks).toEqual({ total: 1, byKind: [{ kind: 'review', n: 1 }] });
  });

  it('sums the premiums paid per UTC month of release within the period, in the unit filtered on', async () => {
    const mayJune = await get(p2.manager.sub, '?from=2025-05-01&to=2025-06-30');
    expect(mayJune.premiums).toEqual({
      released: 2,
      amount: 1250.5,
      byMonth: [
        { month: '2025-05', released: 1, amount: 1000.5 },
        { month: '2025-06', released: 1, amount: 250 },
      ],
    });
    expect((await get(p2.admin.sub)).premiums).toEqual({
      released: 3,
      amount: 2249.5,
      byMonth: [
        { month: '2025-04', released: 1, amount: 999 },
        { month: '2025-05', released: 1, amount: 1000.5 },
        { month: '2025-06', released: 1, amount: 250 },
      ],
    });
    expect((await get(p2.admin.sub, '?organizationalUnitId=ou-kf2-b')).premiums).toEqual({ released: 1, amount: 250, byMonth: [{ month: '2025-06', released: 1, amount: 250 }] });
  });

  it('gives the overdue tasks only to whole-tenant readers and idea managers, the premiums only to idea managers and ADMIN', async () => {
    const viewer = await get(p2.viewer.sub);
    expect([viewer.overdueTasks, viewer.premiums]).toEqual([null, null]);
    const creator = await get(p2.s.sub);
    expect([creator.overdueTasks, creator.premiums]).toEqual([null, null]);
    expect((await get(p2.evaluator.sub)).premiums).toBeNull();
    expect((await get(people.viewer.sub)).overdueTasks).toBeNull();
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
