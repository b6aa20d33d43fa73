import { IDEA_STATUSES, IdeaWorkflow, type AppRole, type IdeaStatus } from '@idea-portal/contracts';
import { checkTransition, type WorkflowIdea } from '@idea-portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaExpertOpinions, ideaInquiries } from '../src/db/schema';
import { DEMO_TENANT_ID } from '../src/seed/people';
import { apiOn, targets, type TestApi } from './support/api';
import { insertIdea, sendWorkflow, WORKFLOW_CALLS, type WorkflowFixture } from './support/workflow-matrix';

/**
 * Every workflow endpoint x every status x the four global roles in each per-idea role and
 * named function, on a fresh idea per successful call. The expected answer comes from the
 * domain table (itself tested cell by cell in libs/domain): 404 when the caller cannot see the
 * idea (others' drafts), 409 INVALID_TRANSITION, 403 FORBIDDEN, else 200 and the table's status.
 * (Separation of duties, with ADMIN and EVALUATORS as submitter and contributor, is in
 * separation-of-duties.test.ts.)
 */
interface Person {
  sub: string;
  id: string;
  role: AppRole;
  /** How they relate to the test idea. */
  as: string;
  participant: boolean;
}
const person = (key: string, role: AppRole, as: string, participant = false): Person => ({ sub: `usr-${key}`, id: `u-${key}`, role, as, participant });
const PEOPLE: Person[] = [
  person('admin', 'ADMIN', 'ADMIN, unrelated'),
  person('evaluator', 'EVALUATORS', 'EVALUATORS, unrelated'),
  person('lukas-hoffmann', 'VIEWERS', 'VIEWERS, assessment assignee (per-idea EVALUATORS)', true),
  person('creator', 'CREATORS', 'CREATORS, submitter', true),
  person('anna-becker', 'CREATORS', 'CREATORS, contributor', true),
  person('daniel-kowalski', 'VIEWERS', 'VIEWERS, asked expert', true),
  person('klaus-fischer', 'VIEWERS', 'VIEWERS, person in charge of implementation', true),
  person('viewer', 'VIEWERS', 'VIEWERS, unrelated'),
  person('fatma-yilmaz', 'CREATORS', 'CREATORS, unrelated (per-idea VIEWERS)'),
];

/** The status a successful call moves the idea to, where the table needs it to decide. */
const TARGETS: Partial<Record<keyof typeof WORKFLOW_CALLS, (s: IdeaStatus) => IdeaStatus>> = {
  assess: () => 'first_assessment',
  assign: (s) => (s === 'review' ? 'review' : 'first_assessment'),
  review: () => 'implementation',
  decide: () => 'accepted',
};
const state = (status: IdeaStatus): WorkflowIdea => ({
  status,
  submitterId: 'u-creator',
  contributors: ['u-anna-becker'],
  ideaAssessment: { assigneeId: 'u-lukas-hoffmann' },
  implementerId: 'u-klaus-fischer',
  pendingExpertIds: ['u-daniel-kowalski'],
  expertIds: ['u-daniel-kowalski'],
  hasOpenInquiry: true,
});

function expected(p: Person, status: IdeaStatus, action: keyof typeof WORKFLOW_CALLS): { code: number; error?: string; to?: IdeaStatus } {
  if (status === 'draft' && !p.participant) return { code: 404, error: 'NOT_FOUND' };
  const check = checkTransition({ id: p.id, role: p.role }, state(status), action, TARGETS[action]?.(status));
  if (!check.ok) return { code: check.code === 'INVALID_TRANSITION' ? 409 : 403, error: check.code };
  return { code: 200, to: check.to };
}

describe.each(targets)('workflow permissions on $name', (target) => {
  let api: TestApi;
  let counter = 0;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  /** A fresh idea in `status` with a submitter, contributor, assignee, open question, pending expert and person in charge. */
  async function fixture(status: IdeaStatus): Promise<WorkflowFixture> {
    const id = `wf-perm-${++counter}`;
    const db = api.handle.db;
    await insertIdea(api, { id, title: `Permission matrix idea ${counter}`, status, submitterId: 'u-creator', contributors: ['u-anna-becker'], assigneeId: 'u-lukas-hoffmann', inChargeId: 'u-klaus-fischer' });
    await db.insert(ideaInquiries).values({ id: `${id}-q`, ideaId: id, tenantId: DEMO_TENANT_ID, question: 'Open?', askedBy: 'u-lukas-hoffmann' });
    await db.insert(ideaExpertOpinions).values({ id: `${id}-e`, ideaId: id, tenantId: DEMO_TENANT_ID, expertId: 'u-daniel-kowalski', requestedBy: 'u-lukas-hoffmann' });
    return { id, inquiryId: `${id}-q`, opinionId: `${id}-e` };
  }

  it('answers every cell as the workflow table says', async () => {
    const unexpected: string[] = [];
    let cells = 0;
    for (const status of IDEA_STATUSES) {
      let f = await fixture(status);
      for (const action of Object.keys(WORKFLOW_CALLS) as (keyof typeof WORKFLOW_CALLS)[]) {
        for (const p of PEOPLE) {
          cells++;
          const call = WORKFLOW_CALLS[action];
          const want = expected(p, status, action);
          const res = await sendWorkflow(api, p.sub, f.id, call.method, call.path(f), call.body);
          const got = res.status === 200 ? IdeaWorkflow.parse(res.body).status : res.body?.code;
          const ok = res.status === want.code && (want.code === 200 ? got === want.to : got === want.error);
          if (!ok) unexpected.push(`${status} / ${action} / ${p.as}: expected ${want.code} ${want.to ?? want.error}, got ${res.status} ${got}`);
          // A successful call changed the idea: the next cell gets a fresh one.
          if (res.status === 200) f = await fixture(status);
        }
      }
    }
    console.info(`[workflow permissions on ${target.name}] ${cells} cells, ${unexpected.length} unexpected`);
    expect(unexpected).toEqual([]);
    expect(cells).toBe(IDEA_STATUSES.length * Object.keys(WORKFLOW_CALLS).length * PEOPLE.length);
  }, 300_000);

  it('a stale version is refused with 409 VERSION_CONFLICT on every endpoint, changing nothing', async () => {
    const byStatus: Partial<Record<keyof typeof WORKFLOW_CALLS, IdeaStatus>> = {
      saveAssessment: 'first_assessment', assess: 'first_assessment', assign: 'first_assessment', inquiry: 'review', answerInquiry: 'review',
      reject: 'first_assessment', review: 'review', postpone: 'review', requestExpertOpinion: 'review', giveExpertOpinion: 'review',
      notImplemented: 'implementation', updateImplementation: 'implementation', markImplemented: 'implementation', decide: 'final_decision', complete: 'accepted',
    };
    for (const [action, status] of Object.entries(byStatus) as [keyof typeof WORKFLOW_CALLS, IdeaStatus][]) {
      const f = await fixture(status);
      const call = WORKFLOW_CALLS[action];
      const res = await sendWorkflow(api, 'usr-admin', f.id, call.method, call.path(f), call.body, 7);
      expect([action, res.status, res.body.code]).toEqual([action, 409, 'VERSION_CONFLICT']);
      const after = IdeaWorkflow.parse((await api.as('usr-admin', `/ideas/${f.id}/workflow`)).body);
      expect([action, after.version, after.status]).toEqual([action, 1, status]);
    }
  });

  it('another tenant cannot reach the idea (404)', async () => {
    const f = await fixture('review');
    const res = await api.as('usr-other', `/ideas/${f.id}/review`, { method: 'POST', payload: { recommendation: 'approve', version: 1 } });
    expect(res.status).toBe(404);
    expect((await api.as('usr-other', `/ideas/${f.id}/workflow`)).status).toBe(404);
  });

  it('the tariff/salary group is shown only to the works council and the idea manager', async () => {
    const idea = 'idea-001'; // completed
    for (const [sub, sees] of [['usr-admin', true], ['usr-sarah-oconnor', true], ['usr-evaluator', false], ['usr-creator', false]] as const) {
      const wf = IdeaWorkflow.parse((await api.as(sub, `/ideas/${idea}/workflow`)).body);
      if (sees) expect(wf.decision?.bonusRecipients?.[0]).toMatchObject({ userId: 'u-juergen-mueller', tariffGroup: 'AT' });
      else expect(wf.decision?.bonusRecipients).toBeUndefined();
      const fn = await api.as(sub, '/users/u-juergen-mueller/functions');
      expect(fn.status).toBe(200);
      expect('tariffGroup' in fn.body).toBe(sees);
    }
    const set = await api.as('usr-admin', '/admin/users/u-klaus-fischer/functions', { method: 'PUT', payload: { functions: ['worksCouncil'], tariffGroup: 'E7' } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ userId: 'u-klaus-fischer', functions: ['worksCouncil'], tariffGroup: 'E7' });
    const wf = IdeaWorkflow.parse((await api.as('usr-klaus-fischer', `/ideas/${idea}/workflow`)).body);
    expect(wf.decision?.bonusRecipients).toBeDefined();
    expect((await api.as('usr-evaluator', '/admin/users/u-klaus-fischer/functions', { method: 'PUT', payload: { functions: [] } })).status).toBe(403);
  });
});
