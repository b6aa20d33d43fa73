import { KeyIndicatorsResponse, type IdeaStatus } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';

/**
 * GET /key-indicators against a hand count: a tenant of its own with 1,260 ideas inserted in one
 * statement, seen whole by its admin and in part by a viewer of one unit.
 */
const TENANT = 'ten-kpi';
const ADMIN = { id: 'u-kpi-admin', sub: 'usr-kpi-admin' };
const VIEWER = { id: 'u-kpi-viewer', sub: 'usr-kpi-viewer' };
const SUBMITTER = { id: 'u-kpi-submitter', sub: 'usr-kpi-submitter' };
const STATUSES: IdeaStatus[] = ['draft', 'first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed', 'rejected'];
const VISIBILITIES = ['organization', 'unit', 'people'] as const;
const UNITS = ['ou-kpi-a', 'ou-kpi-b', null] as const;
const CATEGORIES = ['cat-kpi-energy', 'cat-kpi-safety', null] as const;

interface Row {
  id: string;
  submitter_id: string;
  status: IdeaStatus;
  visibility: (typeof VISIBILITIES)[number];
  organizational_unit_id: string | null;
  category_id: string | null;
  submitted_at: string | null;
  created_at: string;
  /** Shared by name with the viewer (visibility 'people'). */
  sharedWithViewer: boolean;
}

// 1,260 ideas: every combination of status, visibility, unit and category appears, spread over
// the twelve months of 2025 (drafts have no submission date).
const ROWS: Row[] = Array.from({ length: 1260 }, (_, i) => {
  const status = STATUSES[i % 8]!;
  const month = String((i % 12) + 1).padStart(2, '0');
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    id: `idea-kpi-${i}`,
    // The viewer wrote a few drafts (never counted) and a few submitted ideas (always seen).
    submitter_id: i % 97 === 0 ? VIEWER.id : SUBMITTER.id,
    status,
    visibility: VISIBILITIES[Math.floor(i / 8) % 3]!,
    organizational_unit_id: UNITS[Math.floor(i / 24) % 3]!,
    category_id: CATEGORIES[Math.floor(i / 5) % 3]!,
    submitted_at: status === 'draft' ? null : `2025-${month}-${day}T12:00:00Z`,
    created_at: `2025-${month}-${day}T09:00:00Z`,
    sharedWithViewer: i % 2 === 0,
  };
});

/** What the viewer (VIEWERS, unit A) may see, written out. */
const viewerSees = (r: Row) =>
  r.submitter_id === VIEWER.id ||
  (r.status !== 'draft' &&
    (r.visibility === 'organization' || (r.visibility === 'unit' && r.organizational_unit_id === 'ou-kpi-a') || (r.visibility === 'people' && r.sharedWithViewer)));

/** The figures counted by hand. */
function handCount(rows: Row[]) {
  const submitted = rows.filter((r) => r.status !== 'draft');
  const inStatus = (...s: IdeaStatus[]) => submitted.filter((r) => s.includes(r.status)).length;
  const implemented = inStatus('implementation', 'final_decision', 'accepted', 'completed');
  const rejected = inStatus('rejected');
  const pct = (n: number) => (submitted.length ? Math.round((100 * n) / submitted.length) : 0);
  return {
    submitted: submitted.length,
    inProgress: inStatus('first_assessment', 'review', 'implementation', 'final_decision'),
    implemented,
    rejected,
    implementationRate: pct(implemented),
    rejectionRate: pct(rejected),
  };
}

describe.each(targets)('GET /key-indicators on $name', (target) => {
  let api: TestApi;
  const get = async (sub: string, query = '') => {
    const res = await api.as(sub, `/key-indicators${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return KeyIndicatorsResponse.parse(res.body);
  };

  beforeAll(async () => {
    api = await apiOn(target);
    const q = (text: string, params: unknown[] = []) => api.handle.query(text, params);
    await q(`INSERT INTO tenants (id, name) VALUES ($1, 'KPI Corp')`, [TENANT]);
    await q(`INSERT INTO organizational_units (id, tenant_id, name) VALUES ('ou-kpi-a', $1, 'Unit A'), ('ou-kpi-b', $1, 'Unit B')`, [TENANT]);
    await q(`INSERT INTO categories (id, tenant_id, name, name_de) VALUES ('cat-kpi-energy', $1, 'Energy', 'Energie'), ('cat-kpi-safety', $1, 'Safety', NULL)`, [TENANT]);
    await q(
      `INSERT INTO users (id, user_id, email, given_name, family_name, role, organizational_unit_id, tenant_id) VALUES
        ($2, $3, 'kpi-admin@kpi.test', 'Kai', 'Admin', 'ADMIN', 'ou-kpi-b', $1),
        ($4, $5, 'kpi-viewer@kpi.test', 'Vera', 'Viewer', 'VIEWERS', 'ou-kpi-a', $1),
        ($6, $7, 'kpi-submitter@kpi.test', 'Sam', 'Submitter', 'CREATORS', 'ou-kpi-b', $1)`,
      [TENANT, ADMIN.id, ADMIN.sub, VIEWER.id, VIEWER.sub, SUBMITTER.id, SUBMITTER.sub],
    );
    // All ideas in one statement, and the viewer's shares in another.
    await q(
      `INSERT INTO ideas (id, tenant_id, submitter_id, status, visibility, organizational_unit_id, category_id, title, submitted_at, created_at, updated_at)
       SELECT r.id, $1, r.submitter_id, r.status, r.visibility, r.organizational_unit_id, r.category_id, 'KPI idea ' || r.id,
              r.submitted_at::timestamptz, r.created_at::timestamptz, r.created_at::timestamptz
       FROM json_to_recordset($2::json) AS r(id text, submitter_id text, status text, visibility text, organizational_unit_id text,
            category_id text, submitted_at text, created_at text)`,
      [TENANT, JSON.stringify(ROWS)],
    );
    await q(
      `INSERT INTO idea_visibility_people (idea_id, user_id) SELECT id, $2 FROM unnest($1::text[]) AS id`,
      [ROWS.filter((r) => r.visibility === 'people' && r.sharedWithViewer).map((r) => r.id), VIEWER.id],
    );
  }, 120_000);
  afterAll(() => api?.close());

  it('counts every submitted idea of the tenant for its admin, beyond 1,000', async () => {
    const body = await get(ADMIN.sub);
    expect(body.figures).toEqual(handCount(ROWS));
    expect(body.figures.submitted).toBeGreaterThan(1000);
    for (const { status, count } of body.byStatus) expect(count, status).toBe(ROWS.filter((r) => r.status === status).length);
    expect(body.byStatus.map((s) => s.status)).not.toContain('draft');
  });

  it('counts only what a viewer may see', async () => {
    const seen = ROWS.filter(viewerSees);
    const body = await get(VIEWER.sub);
    expect(body.figures).toEqual(handCount(seen));
    expect(body.figures.submitted).toBeLessThan(handCount(ROWS).submitted);
    expect(body.figures.submitted).toBeGreaterThan(0);
  });

  it('breaks the figures down per category (with German names), unit and month', async () => {
    const seen = ROWS.filter(viewerSees);
    const body = await get(VIEWER.sub);
    const energy = body.byCategory.find((c) => c.category?.id === 'cat-kpi-energy');
    expect(energy?.category).toEqual({ id: 'cat-kpi-energy', name: 'Energy', nameDe: 'Energie' });
    expect(energy?.figures).toEqual(handCount(seen.filter((r) => r.category_id === 'cat-kpi-energy')));
    expect(body.byCategory.find((c) => c.category === null)?.figures).toEqual(handCount(seen.filter((r) => r.category_id === null)));
    expect(body.byCategory.map((c) => c.figures.submitted).reduce((a, b) => a + b)).toBe(body.figures.submitted);

    expect(body.byUnit.find((u) => u.unit?.id === 'ou-kpi-b')).toEqual({ unit: { id: 'ou-kpi-b', name: 'Unit B' }, figures: handCount(seen.filter((r) => r.organizational_unit_id === 'ou-kpi-b')) });
    expect(body.byUnit.find((u) => u.unit === null)?.figures).toEqual(handCount(seen.filter((r) => r.organizational_unit_id === null)));

    expect(body.byMonth.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`));
    expect(body.byMonth[2]?.figures).toEqual(handCount(seen.filter((r) => r.submitted_at?.startsWith('2025-03'))));
  });

  it('filters by period of submission, unit and category', async () => {
    const inQ2 = (r: Row) => !!r.submitted_at && r.submitted_at >= '2025-04-01' && r.submitted_at < '2025-07-01';
    expect((await get(ADMIN.sub, '?from=2025-04-01&to=2025-06-30')).figures).toEqual(handCount(ROWS.filter(inQ2)));
    // Both ends are whole days: an idea submitted at noon on the last day counts.
    expect((await get(ADMIN.sub, '?from=2025-03-28&to=2025-03-28')).figures.submitted).toBe(ROWS.filter((r) => r.submitted_at?.startsWith('2025-03-28')).length);
    const filtered = await get(VIEWER.sub, '?organizationalUnitId=ou-kpi-a&categoryId=cat-kpi-safety&from=2025-02-01');
    expect(filtered.figures).toEqual(
      handCount(ROWS.filter((r) => viewerSees(r) && r.organizational_unit_id === 'ou-kpi-a' && r.category_id === 'cat-kpi-safety' && (r.submitted_at ?? '') >= '2025-02-01')),
    );
    expect(filtered.byUnit.map((u) => u.unit?.id)).toEqual(['ou-kpi-a']);
  });

  it('counts nothing of another tenant', async () => {
    const body = await get('usr-other');
    expect(body.byCategory.map((c) => c.category?.id)).not.toContain('cat-kpi-energy');
    expect(body.figures.submitted).toBeLessThan(1000);
    expect((await get(ADMIN.sub, '?categoryId=cat-sustainability')).figures.submitted).toBe(0);
  });

  it('refuses bad input with 400 and anonymous callers with 401', async () => {
    for (const qs of ['from=2025-13-01', 'to=yesterday', 'unknown=1', `categoryId=${'x'.repeat(65)}`]) {
      const res = await api.as(ADMIN.sub, `/key-indicators?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.code, qs).toBe('VALIDATION_FAILED');
    }
    expect((await api.as(null, '/key-indicators')).status).toBe(401);
  });
});
