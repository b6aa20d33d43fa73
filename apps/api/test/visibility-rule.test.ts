import type { AppRole, IdeaStatus, Visibility } from '@idea-portal/contracts';
import { maySeeIdea, principalsOf, type AbsenceRule } from '@idea-portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { seededRandom } from './support/random';
import { createIdea, USERS } from './support/ideas';

/**
 * Who sees an idea: the API's SQL (`ideas/visibility.ts`, behind GET /ideas/{id} and GET /ideas)
 * answers exactly the domain's `maySeeIdea` for every person on generated ideas (status including
 * drafts, visibility, unit, submitter, contributors, assignee, named people, asked experts, person
 * in charge, absences with deputies), drawn by a seeded generator so a failure can be replayed.
 */
const person = (key: string) => ({ sub: `usr-${key}`, id: `u-${key}` });
const PEOPLE = [USERS.creator, USERS.admin, USERS.evaluator, USERS.viewer, USERS.otherCreator, person('leonie-wagner'), person('lukas-hoffmann'), person('klaus-fischer')];
const STATUSES: IdeaStatus[] = ['draft', 'first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'rejected', 'completed'];
const VISIBILITIES: Visibility[] = ['organization', 'unit', 'people'];
const IDEAS = 24;

describe.each(targets)('the visibility rule: SQL and domain agree, on $name', (target) => {
  let api: TestApi;
  const generated: { id: string; idea: Parameters<typeof maySeeIdea>[1] }[] = [];
  const absences: AbsenceRule[] = [];
  beforeAll(async () => {
    api = await apiOn(target);
    const q = api.handle.query.bind(api.handle);
    const units = (await q<{ id: string }>("SELECT id FROM organizational_units WHERE tenant_id = (SELECT tenant_id FROM users WHERE id = 'u-creator') ORDER BY id LIMIT 3")).map((u) => u.id);
    const rnd = seededRandom(41);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const some = (n: number) => [...new Set(Array.from({ length: n }, () => pick(PEOPLE).id))];
    // Most people get a unit the ideas may carry, so 'unit' visibility both matches and misses.
    for (const p of PEOPLE) await q('UPDATE users SET organizational_unit_id = $2 WHERE id = $1', [p.id, pick([...units, null])]);
    for (let n = 0; n < IDEAS; n++) {
      const { id } = await createIdea(api);
      const submitterId = pick(PEOPLE).id;
      const idea = {
        status: pick(STATUSES),
        visibility: pick(VISIBILITIES),
        organizationalUnitId: pick([...units, null]),
        submitterId,
        ideaAssessment: { assigneeId: rnd() < 0.4 ? pick(PEOPLE).id : null },
        contributors: rnd() < 0.4 ? some(1).filter((c) => c !== submitterId) : [],
        visibleTo: rnd() < 0.6 ? some(2) : [],
        otherParticipantIds: [] as string[],
        taskHolderIds: [] as string[],
      };
      await q('UPDATE ideas SET status = $2, visibility = $3, organizational_unit_id = $4, submitter_id = $5, assessment_assignee_id = $6 WHERE id = $1', [
        id,
        idea.status,
        idea.visibility,
        idea.organizationalUnitId,
        idea.submitterId,
        idea.ideaAssessment.assigneeId,
      ]);
      for (const c of idea.contributors) await q('INSERT INTO idea_contributors (idea_id, user_id) VALUES ($1, $2)', [id, c]);
      for (const v of idea.visibleTo) await q('INSERT INTO idea_visibility_people (idea_id, user_id) VALUES ($1, $2)', [id, v]);
      if (rnd() < 0.3) {
        const expert = pick(PEOPLE).id;
        const answered = rnd() < 0.5;
        idea.otherParticipantIds.push(expert);
        if (!answered) idea.taskHolderIds.push(expert);
        await q('INSERT INTO idea_expert_opinions (id, idea_id, tenant_id, expert_id, answered_at) SELECT $2, $1, tenant_id, $3, $4::timestamptz FROM ideas WHERE id = $1', [
          id,
          `eo-${id}`,
          expert,
          answered ? new Date().toISOString() : null,
        ]);
      }
      if (rnd() < 0.3) {
        const inCharge = pick(PEOPLE).id;
        idea.otherParticipantIds.push(inCharge);
        idea.taskHolderIds.push(inCharge);
        await q('INSERT INTO idea_implementations (idea_id, tenant_id, in_charge_id) SELECT $1, tenant_id, $2 FROM ideas WHERE id = $1', [id, inCharge]);
      }
      generated.push({ id, idea });
    }
    // Absences: three running today, one that ended yesterday (its deputy sees nothing more).
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const absent = [...PEOPLE].sort(() => rnd() - 0.5).slice(0, 4);
    for (const [n, p] of absent.entries()) {
      const deputy = pick(PEOPLE.filter((d) => d.id !== p.id));
      const absence: AbsenceRule = { userId: p.id, deputyId: deputy.id, from: day(n === 3 ? -5 : -2), to: day(n === 3 ? -1 : 3) };
      absences.push(absence);
      await q('INSERT INTO user_absences (user_id, tenant_id, starts_on, ends_on, deputy_id) SELECT id, tenant_id, $2, $3, $4 FROM users WHERE id = $1', [
        absence.userId,
        absence.from,
        absence.to,
        absence.deputyId,
      ]);
    }
  });
  afterAll(() => api?.close());

  it('GET /ideas/{id} answers maySeeIdea for every person and idea', async () => {
    let seen = 0;
    let hidden = 0;
    let asDeputy = 0;
    for (const p of PEOPLE) {
      const [user] = await api.handle.query<{ role: AppRole; organizational_unit_id: string | null }>('SELECT role, organizational_unit_id FROM users WHERE id = $1', [p.id]);
      if (!user) throw new Error(`no user ${p.id}`);
      const who = { id: p.id, role: user.role, organizationalUnitId: user.organizational_unit_id };
      const standsInFor = principalsOf(p.id, absences, new Date().toISOString().slice(0, 10));
      const expected = generated.filter((g) => maySeeIdea(who, g.idea, standsInFor)).map((g) => g.id).sort();
      const single: string[] = [];
      for (const g of generated) {
        const res = await api.as(p.sub, `/ideas/${g.id}`);
        expect([200, 404], `${p.id} ${g.id}`).toContain(res.status);
        if (res.status === 200) single.push(g.id);
      }
      expect(single.sort(), `${p.id}: GET /ideas/{id}`).toEqual(expected);
      seen += expected.length;
      asDeputy += generated.filter((g) => maySeeIdea(who, g.idea, standsInFor) && !maySeeIdea(who, g.idea)).length;
      hidden += generated.length - expected.length;
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(seen).toBeGreaterThan(20);
    expect(hidden).toBeGreaterThan(20);
    expect(asDeputy, 'ideas seen only as a deputy').toBeGreaterThan(0);
  });
});
