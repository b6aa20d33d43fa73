import { TaskListResponse, type AppRole } from '@idea-portal/contracts';
import { isIdeaManager, pendingTasks } from '@idea-portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../src/db/schema';
import { workflowStateOf } from '../src/modules/workflow/repository';
import { apiOn, targets, type TestApi } from './support/api';
import { seededRandom } from './support/random';
import { submittedIdea, USERS } from './support/ideas';

/**
 * Who has which task: GET /tasks (SQL) answers exactly the domain's `pendingTasks` for every person
 * on generated ideas (status, assignee, contributors, open questions, asked experts, person in
 * charge, requested changes, open revision requests and appeals drawn by a seeded generator).
 */
const person = (key: string) => ({ sub: `usr-${key}`, id: `u-${key}` });
const PEOPLE = [USERS.creator, USERS.admin, USERS.evaluator, USERS.viewer, person('leonie-wagner'), person('lukas-hoffmann'), person('daniel-kowalski'), person('klaus-fischer')];
const STATUSES = ['first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'rejected', 'completed'];
const IDEAS = 16;

describe.each(targets)('the task rule: SQL and domain agree, on $name', (target) => {
  let api: TestApi;
  const ideaIds: string[] = [];
  beforeAll(async () => {
    api = await apiOn(target);
    const rnd = seededRandom(37);
    const appealRnd = seededRandom(41);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
    const someone = () => pick(PEOPLE).id;
    for (let n = 0; n < IDEAS; n++) {
      const { id } = await submittedIdea(api);
      ideaIds.push(id);
      const q = api.handle.query.bind(api.handle);
      await q('UPDATE ideas SET status = $2, assessment_assignee_id = $3, changes_requested_at = $4 WHERE id = $1', [
        id,
        pick(STATUSES),
        rnd() < 0.7 ? someone() : null,
        rnd() < 0.4 ? new Date().toISOString() : null,
      ]);
      const contributor = someone();
      if (rnd() < 0.5 && contributor !== USERS.creator.id) await q('INSERT INTO idea_contributors (idea_id, user_id) VALUES ($1, $2)', [id, contributor]);
      if (rnd() < 0.5) await q("INSERT INTO idea_inquiries (id, idea_id, tenant_id, question, answered_at) SELECT $2, $1, tenant_id, 'Q?', $3 FROM ideas WHERE id = $1", [id, `q-${id}`, rnd() < 0.5 ? new Date().toISOString() : null]);
      if (rnd() < 0.5) await q('INSERT INTO idea_expert_opinions (id, idea_id, tenant_id, expert_id, answered_at) SELECT $2, $1, tenant_id, $3, $4 FROM ideas WHERE id = $1', [id, `eo-${id}`, someone(), rnd() < 0.4 ? new Date().toISOString() : null]);
      if (rnd() < 0.5) await q('INSERT INTO idea_implementations (idea_id, tenant_id, in_charge_id) SELECT $1, tenant_id, $2 FROM ideas WHERE id = $1', [id, someone()]);
      if (rnd() < 0.5) await q("INSERT INTO idea_revision_requests (id, idea_id, tenant_id, author_id, message, answered_at) SELECT $2, $1, tenant_id, submitter_id, 'Please change it', $3 FROM ideas WHERE id = $1", [id, `rr-${id}`, rnd() < 0.4 ? new Date().toISOString() : null]);
      // Appeals draw from their own generator, so the other draws stay as they were.
      if (appealRnd() < 0.4) {
        const decided = appealRnd() < 0.4;
        await q(
          "INSERT INTO idea_appeals (id, idea_id, tenant_id, subject, reason, appellant_id, outcome, decided_at) SELECT $2, $1, tenant_id, 'rejection', 'Please reconsider', $3, $4, $5 FROM ideas WHERE id = $1",
          [id, `apl-${id}`, appealRnd() < 0.7 ? USERS.creator.id : PEOPLE[Math.floor(appealRnd() * PEOPLE.length)]!.id, decided ? 'dismissed' : null, decided ? new Date().toISOString() : null],
        );
      }
    }
  });
  afterAll(() => api?.close());

  it('GET /tasks answers pendingTasks for every person and idea', async () => {
    const [tenant] = await api.handle.query<{ idea_managers: string[] }>("SELECT idea_managers FROM tenants WHERE id = (SELECT tenant_id FROM users WHERE id = 'u-creator')");
    const seen = new Set<string>();
    for (const p of PEOPLE) {
      const [user] = await api.handle.query<{ role: AppRole; email: string; functions: string[] }>('SELECT role, email, functions FROM users WHERE id = $1', [p.id]);
      if (!user || !tenant) throw new Error(`no user ${p.id}`);
      const who = { id: p.id, role: user.role, isIdeaManager: isIdeaManager({ id: p.id, ...user }, { ideaManagers: tenant.idea_managers }) };
      const res = await api.as(p.sub, '/tasks?limit=1000');
      const got = TaskListResponse.parse(res.body).tasks.filter((t) => ideaIds.includes(t.id)).map((t) => `${t.id} ${t.kind}`).sort();
      const expected: string[] = [];
      for (const ideaId of ideaIds) {
        const [row] = await api.handle.db.select().from(ideas).where(eq(ideas.id, ideaId));
        if (!row) throw new Error(`no idea ${ideaId}`);
        const state = await workflowStateOf(api.handle.db, row);
        const [open] = await api.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM idea_revision_requests WHERE idea_id = $1 AND answered_at IS NULL', [ideaId]);
        const appeals = await api.handle.query<{ appellant_id: string | null }>('SELECT appellant_id FROM idea_appeals WHERE idea_id = $1 AND outcome IS NULL', [ideaId]);
        const kinds = pendingTasks(who, {
          ...state,
          changesRequested: row.changesRequestedAt !== null,
          hasOpenRevisionRequest: (open?.n ?? 0) > 0,
          openAppealsBy: appeals.map((a) => a.appellant_id),
        });
        for (const k of kinds) {
          expected.push(`${ideaId} ${k}`);
          seen.add(k);
        }
      }
      expect(got, p.id).toEqual(expected.sort());
    }
    // The generated ideas exercise every kind of task (else the comparison proves little).
    expect([...seen].sort()).toEqual(['answerInquiry', 'answerRevisionRequest', 'assess', 'decide', 'decideAppeal', 'expertOpinion', 'implement', 'review', 'revise']);
  });
});
