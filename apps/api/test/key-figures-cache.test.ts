import { KeyFiguresResponse, KeyIndicatorsResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, startApi, targets, type TestApi } from './support/api';

/**
 * The key figures are kept per version of their tenant's inputs (migration 0037, key-indicators
 * cache.ts): whatever changes what they count shows on the next request, on every API instance,
 * and what does not change them keeps the kept answer.
 */
const TENANT = 'ten-kfc';
const people = {
  admin: { id: 'u-kfc-admin', sub: 'usr-kfc-admin', role: 'ADMIN', unit: 'ou-kfc-a' },
  viewer: { id: 'u-kfc-viewer', sub: 'usr-kfc-viewer', role: 'VIEWERS', unit: 'ou-kfc-a' },
  s1: { id: 'u-kfc-s1', sub: 'usr-kfc-s1', role: 'CREATORS', unit: 'ou-kfc-a' },
  s2: { id: 'u-kfc-s2', sub: 'usr-kfc-s2', role: 'CREATORS', unit: 'ou-kfc-b' },
} as const;

describe.each(targets)('kept key figures on $name', (target) => {
  let a: TestApi;
  let b: TestApi;
  const q = (text: string, params: unknown[] = []) => a.handle.query<Record<string, unknown>>(text, params);
  const figures = async (api: TestApi, sub: string) => {
    const res = await api.as(sub, '/key-indicators/figures');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return KeyFiguresResponse.parse(res.body);
  };
  const indicators = async (api: TestApi, sub: string) => {
    const res = await api.as(sub, '/key-indicators');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return KeyIndicatorsResponse.parse(res.body);
  };
  const version = async () => Number((await q(`SELECT version FROM key_figure_versions WHERE tenant_id = $1`, [TENANT]))[0]?.version ?? 0);
  const submit = async (id: string, by: string, unit: string, visibility: string) => {
    await q(
      `INSERT INTO ideas (id, tenant_id, submitter_id, status, visibility, organizational_unit_id, category_id, title, submitted_at)
       VALUES ($1, $2, $3, 'first_assessment', $4, $5, 'cat-kfc', 'Kept idea', now())`,
      [id, TENANT, by, visibility, unit],
    );
  };

  beforeAll(async () => {
    a = await apiOn(target);
    // A second instance on the same database: what one writes, the other's kept answers show.
    b = await startApi(a.handle, async () => {});
    await q(`INSERT INTO tenants (id, name) VALUES ($1, 'Kept Corp')`, [TENANT]);
    await q(`INSERT INTO organizational_units (id, tenant_id, name) VALUES ('ou-kfc-a', $1, 'Unit A'), ('ou-kfc-b', $1, 'Unit B')`, [TENANT]);
    await q(`INSERT INTO categories (id, tenant_id, name) VALUES ('cat-kfc', $1, 'Process')`, [TENANT]);
    for (const p of Object.values(people)) {
      await q(
        `INSERT INTO users (id, user_id, email, given_name, family_name, role, organizational_unit_id, tenant_id) VALUES ($1, $2, $2 || '@kfc.test', 'K', 'C', $3, $4, $5)`,
        [p.id, p.sub, p.role, p.unit, TENANT],
      );
    }
    await submit('kfc-1', people.s1.id, 'ou-kfc-a', 'organization');
    await submit('kfc-2', people.s2.id, 'ou-kfc-b', 'unit');
  }, 120_000);
  afterAll(async () => {
    await b?.app.close();
    await a?.close();
  });

  it('keeps an answer while nothing it counts changes, and counts again on every instance once something does', async () => {
    const first = await figures(a, people.admin.sub);
    expect([first.total.submitted, first.total.participants, first.total.employees]).toEqual([2, 2, 4]);
    const kept = await version();
    // A sign-in's timestamp or an idea's title changes nothing counted: the version stays.
    await q(`UPDATE users SET updated_at = now() WHERE id = $1`, [people.s1.id]);
    await q(`UPDATE ideas SET title = 'Renamed', views = views + 1 WHERE id = 'kfc-1'`);
    expect(await version()).toBe(kept);
    expect(await figures(a, people.admin.sub)).toEqual(first);

    // A status change written by the other instance's transaction.
    await q(`INSERT INTO idea_history (id, idea_id, tenant_id, entity_type, field_name, old_value, new_value, created_at) VALUES ('kfc-1-h', 'kfc-1', $1, 'idea', 'status', 'first_assessment', 'rejected', now())`, [TENANT]);
    await q(`UPDATE ideas SET status = 'rejected' WHERE id = 'kfc-1'`);
    await figures(b, people.admin.sub);
    expect((await figures(a, people.admin.sub)).total.decided).toBe(1);

    // A contributor: one more participant.
    await q(`INSERT INTO idea_contributors (idea_id, user_id) VALUES ('kfc-1', $1)`, [people.viewer.id]);
    expect((await figures(a, people.admin.sub)).total.participants).toBe(3);
    // An employee leaves: one fewer employee.
    await q(`UPDATE users SET enabled = false WHERE id = $1`, [people.s2.id]);
    expect((await figures(a, people.admin.sub)).total.employees).toBe(3);
    await q(`UPDATE users SET enabled = true WHERE id = $1`, [people.s2.id]);
    expect((await figures(a, people.admin.sub)).total.employees).toBe(4);
    // A unit renamed, a category renamed: the names in both answers.
    await q(`UPDATE organizational_units SET name = 'Unit A (new)' WHERE id = 'ou-kfc-a'`);
    expect((await figures(a, people.admin.sub)).byUnit.map((u) => u.unit?.name)).toContain('Unit A (new)');
    expect((await indicators(a, people.admin.sub)).byCategory.map((c) => c.category?.name)).toEqual(['Process']);
    await q(`UPDATE categories SET name = 'Processes' WHERE id = 'cat-kfc'`);
    expect((await indicators(a, people.admin.sub)).byCategory.map((c) => c.category?.name)).toEqual(['Processes']);
  });

  it("keeps each reader's own answer: a viewer sees an idea once it is shared with them", async () => {
    // The viewer (unit A) does not see kfc-2 (shared with unit B); the admin does.
    expect((await figures(a, people.viewer.sub)).total.submitted).toBe(1);
    expect((await figures(a, people.admin.sub)).total.submitted).toBe(2);
    await submit('kfc-3', people.s2.id, 'ou-kfc-b', 'people');
    expect((await figures(a, people.viewer.sub)).total.submitted).toBe(1);
    await q(`INSERT INTO idea_visibility_people (idea_id, user_id) VALUES ('kfc-3', $1)`, [people.viewer.id]);
    expect((await figures(a, people.viewer.sub)).total.submitted).toBe(2);
    expect((await indicators(a, people.viewer.sub)).figures.submitted).toBe(2);
    expect((await figures(a, people.admin.sub)).total.submitted).toBe(3);
  });

  it('bumps the version once per transaction, when it commits', async () => {
    const before = await version();
    await a.handle.transaction(async (tx) => {
      await tx.exec(`UPDATE ideas SET visibility = 'organization' WHERE id = 'kfc-2'`);
      await tx.exec(`UPDATE ideas SET visibility = 'organization' WHERE id = 'kfc-3'`);
      await tx.exec(`UPDATE organizational_units SET name = 'Unit B (new)' WHERE id = 'ou-kfc-b'`);
    });
    expect(await version()).toBe(before + 1);
    // A rolled-back change bumps nothing.
    await expect(
      a.handle.transaction(async (tx) => {
        await tx.exec(`UPDATE ideas SET visibility = 'unit' WHERE id = 'kfc-2'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before + 1);
    expect((await figures(a, people.viewer.sub)).total.submitted).toBe(3);
  });
});
