import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';

/**
 * idea_lead_facts (the per-idea facts GET /key-indicators/figures reads) is derived from the idea,
 * its status changes in idea_history, its review and decision in the same statement: after a
 * random sequence of workflow steps (some ideas going back from review to first assessment,
 * several ideas' steps in one statement, a corrected and a removed entry, a deleted idea, changed
 * idea columns, a review and a decision) it equals a rebuild from scratch (the view
 * idea_lead_facts_from_history, migration 0035).
 */
const TENANT = 'ten-lf';
const NEXT: Record<string, string[]> = {
  draft: ['first_assessment'],
  first_assessment: ['review', 'rejected'],
  review: ['implementation', 'first_assessment', 'rejected'],
  implementation: ['final_decision'],
  final_decision: ['accepted', 'rejected'],
  accepted: ['completed'],
  rejected: [],
  completed: [],
};

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(targets)('idea_lead_facts on $name', (target) => {
  let api: TestApi;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => api.handle.query<T>(text, params);
  const facts = () => q(`SELECT * FROM idea_lead_facts WHERE idea_id LIKE 'lf-%' ORDER BY idea_id`);
  const rebuilt = async () => {
    await q(`SELECT refresh_idea_lead_facts(NULL)`);
    return facts();
  };

  beforeAll(async () => {
    api = await apiOn(target);
    await q(`INSERT INTO tenants (id, name) VALUES ($1, 'Lead Facts Corp')`, [TENANT]);
    await q(`INSERT INTO users (id, user_id, email, given_name, family_name, role, tenant_id) VALUES ('u-lf', 'usr-lf', 'lf@lf.test', 'L', 'F', 'CREATORS', $1)`, [TENANT]);
  }, 120_000);
  afterAll(() => api?.close());

  it('equals a rebuild from idea_history after random workflow steps', async () => {
    const rnd = random(40);
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const ideas = Array.from({ length: 12 }, (_, n) => ({ id: `lf-${String(n).padStart(2, '0')}`, status: 'draft', at: Date.UTC(2025, 0, 6 + n), steps: 0 }));
    for (const i of ideas) {
      await q(`INSERT INTO ideas (id, tenant_id, submitter_id, status, title, created_at, updated_at) VALUES ($1, $2, 'u-lf', 'draft', 'Lead', $3, $3)`, [i.id, TENANT, new Date(i.at)]);
    }
    const step = (i: (typeof ideas)[number], to: string) => {
      i.at += Math.floor(1 + rnd() * 6) * 86_400_000 + Math.floor(rnd() * 3_600_000);
      const row = [`${i.id}-h${i.steps++}`, i.id, i.status, to, new Date(i.at).toISOString()];
      i.status = to;
      return row;
    };
    let wentBack = 0;
    for (let round = 0; round < 60; round++) {
      const open = ideas.filter((i) => NEXT[i.status]!.length > 0);
      if (open.length === 0) break;
      // One idea's step, or one step each of up to three ideas in a single statement.
      const movers = rnd() < 0.7 ? [pick(open)] : open.slice(0, 3);
      const rows = movers.map((i) => {
        const to = pick(NEXT[i.status]!);
        if (i.status === 'review' && to === 'first_assessment') wentBack++;
        return step(i, to);
      });
      const values = rows.map((_, n) => `($${n * 5 + 1}, $${n * 5 + 2}, '${TENANT}', 'idea', 'status', $${n * 5 + 3}, $${n * 5 + 4}, $${n * 5 + 5}::timestamptz)`);
      await q(`INSERT INTO idea_history (id, idea_id, tenant_id, entity_type, field_name, old_value, new_value, created_at) VALUES ${values.join(', ')}`, rows.flat());
      if (round % 7 === 0) {
        // Other history (a comment) does not touch the facts.
        await q(`INSERT INTO idea_history (id, idea_id, tenant_id, entity_type, field_name, new_value) VALUES ($1, $2, $3, 'comment', 'created', 'x')`, [`${movers[0]!.id}-c${round}`, movers[0]!.id, TENANT]);
      }
    }
    // The sequence is random, but it must have taken the way back and decided some ideas.
    expect(wentBack).toBeGreaterThan(0);
    const before = await facts();
    expect(before.filter((f) => f.decided_on !== null).length).toBeGreaterThan(0);
    expect(before.some((f) => f.in_review !== null)).toBe(true);
    expect(before).toEqual(await rebuilt());

    // A corrected entry (moved a week later), a removed entry and a deleted idea.
    const moved = ideas.find((i) => i.steps >= 3)!;
    await q(`UPDATE idea_history SET created_at = created_at + interval '7 days' WHERE id = $1`, [`${moved.id}-h${moved.steps - 1}`]);
    await q(`DELETE FROM idea_history WHERE id = $1`, [`${ideas[1]!.id}-h0`]);
    await q(`DELETE FROM ideas WHERE id = $1`, [ideas[2]!.id]);
    const after = await facts();
    expect(after).not.toEqual(before);
    expect(after.map((f) => f.idea_id)).not.toContain(ideas[2]!.id);
    expect(after).toEqual(await rebuilt());

    // The idea's own columns, its review and its decision are copied in the same statement too.
    const [moving, counted] = [ideas[3]!.id, ideas[5]!.id];
    await q(`UPDATE ideas SET status = 'review', visibility = 'unit', submitted_at = created_at + interval '3 days' WHERE id = $1`, [moving]);
    await q(`INSERT INTO idea_reviews (idea_id, tenant_id, first_year_net_savings) VALUES ($1, $2, 1234)`, [counted, TENANT]);
    await q(`INSERT INTO idea_decisions (idea_id, tenant_id, decision, realised_savings) VALUES ($1, $2, 'accepted', 99)`, [counted, TENANT]);
    const copied = await facts();
    const row = (id: string) => copied.find((f) => f.idea_id === id)!;
    expect([row(moving).status, row(moving).visibility]).toEqual(['review', 'unit']);
    expect([Number(row(counted).first_year), Number(row(counted).realised)]).toEqual([1234, 99]);
    expect(copied).toEqual(await rebuilt());
  });

  it('counts a stage again when an idea comes back to it', async () => {
    await q(`INSERT INTO ideas (id, tenant_id, submitter_id, status, title) VALUES ('lf-back', $1, 'u-lf', 'rejected', 'Back')`, [TENANT]);
    const moves = [
      ['draft', 'first_assessment', '2025-03-04'],
      ['first_assessment', 'review', '2025-03-06'],
      ['review', 'first_assessment', '2025-03-11'],
      ['first_assessment', 'review', '2025-03-13'],
      ['review', 'rejected', '2025-03-14'],
    ];
    for (const [n, [from, to, day]] of moves.entries()) {
      await q(`INSERT INTO idea_history (id, idea_id, tenant_id, entity_type, field_name, old_value, new_value, created_at) VALUES ($1, 'lf-back', $2, 'idea', 'status', $3, $4, $5)`, [`lf-back-h${n}`, TENANT, from, to, `${day}T10:00:00Z`]);
    }
    const [row] = await q<{ in_first_assessment: number; in_review: number; decided_on: unknown; completed_on: unknown }>(`SELECT * FROM idea_lead_facts WHERE idea_id = 'lf-back'`);
    expect([row?.in_first_assessment, row?.in_review, row?.completed_on]).toEqual([4, 4, null]);
  });
});
