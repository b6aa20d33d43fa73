import { HistoryResponse, IdeaWorkflow, type IdeaStatus, type WorkflowAction } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideaDecisions, ideaExpertOpinions, ideaInquiries } from '../src/db/schema';
import { conflictedAssignee } from '@idea-portal/domain';
import { SEED_IDEAS } from '../src/seed/ideas';
import { DEMO_TENANT_ID } from '../src/seed/people';
import { SEED_WORKFLOW } from '../src/seed/workflow';
import { call } from './support/admin';
import { ADMIN, apiOn, CREATOR, EVALUATOR, targets, type TestApi } from './support/api';
import { insertIdea, sendWorkflow, WORKFLOW_CALLS, type WorkflowMethod } from './support/workflow-matrix';

/**
 * Separation of duties through the API: nobody (ADMIN included) assesses, reviews, decides or
 * completes an idea they submitted or contribute to, nor is named its assignee or person in
 * charge, unless the tenant allows self-assessment; realised savings above the tenant's threshold
 * are confirmed by a second person; contributors are fixed from the final decision on (an idea
 * manager corrects them with a reason); an expert's second answer is 409.
 */

/** Unrelated evaluators (neither submitter nor contributor of the fixtures). */
const MICHAEL = 'usr-michael-brown';
const SABINE = 'usr-sabine-schroeder';
/** A VIEWER who contributes and is the assessment assignee and person in charge (per-idea EVALUATORS, implementer). */
const LUKAS = 'usr-lukas-hoffmann';

type Step = { action: WorkflowAction; status: IdeaStatus; method: WorkflowMethod; path: string; body: Record<string, unknown> };
const step = (action: Exclude<WorkflowAction, 'submit' | 'answerInquiry' | 'giveExpertOpinion'>, status: IdeaStatus, body?: Record<string, unknown>): Step => {
  const call = WORKFLOW_CALLS[action];
  return { action, status, method: call.method, path: call.path({ id: '', inquiryId: '', opinionId: '' }), body: body ?? call.body };
};
const STEPS: Step[] = [
  step('saveAssessment', 'first_assessment'),
  step('assess', 'first_assessment'),
  step('assign', 'first_assessment', { assigneeId: 'u-michael-brown' }),
  step('inquiry', 'first_assessment'),
  step('reject', 'first_assessment'),
  step('review', 'review'),
  step('postpone', 'review'),
  step('requestExpertOpinion', 'review'),
  step('notImplemented', 'review'),
  step('updateImplementation', 'implementation'),
  step('markImplemented', 'implementation'),
  step('decide', 'final_decision'),
  step('complete', 'accepted'),
  step('confirmCompletion', 'accepted'),
];

/** Who handles their own idea in the fixtures: the submitter as ADMIN, a contributor as EVALUATORS, a contributor who is the assignee. */
const OWN: [string, string][] = [
  [ADMIN, 'ADMIN, submitter'],
  [EVALUATOR, 'EVALUATORS, contributor'],
  [LUKAS, 'VIEWERS, contributor, assessment assignee and person in charge'],
];

it('the demo data has nobody assess, review, decide, implement or ask about an idea they submitted or contribute to', () => {
  const conflicts = SEED_IDEAS.flatMap((s) => {
    const idea = { submitterId: s.by, contributors: s.with ?? [] };
    const handlers = [s.assignee, SEED_WORKFLOW.inCharge[s.n], ...SEED_WORKFLOW.inquiries.filter((q) => q.n === s.n).map((q) => q.by), ...SEED_WORKFLOW.experts.filter((e) => e.n === s.n).map((e) => e.by)];
    const who = conflictedAssignee(idea, handlers);
    return who ? [`idea ${s.n}: ${who}`] : [];
  });
  expect(conflicts).toEqual([]);
});

describe.each(targets)('separation of duties on $name', (target) => {
  let api: TestApi;
  let counter = 0;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  /** A fresh idea of the admin's with the evaluator and Lukas as contributors; Lukas is assignee and in charge. */
  async function ownIdea(status: IdeaStatus, pendingCompletionBy: string | null = 'u-michael-brown'): Promise<string> {
    const id = `sod-${++counter}`;
    const db = api.handle.db;
    await insertIdea(api, {
      id,
      title: `Separation of duties ${counter}`,
      status,
      submitterId: 'u-admin',
      contributors: ['u-evaluator', 'u-lukas-hoffmann'],
      assigneeId: 'u-lukas-hoffmann',
      inChargeId: 'u-lukas-hoffmann',
    });
    if (status === 'accepted' && pendingCompletionBy) {
      await db.insert(ideaDecisions).values({ ideaId: id, tenantId: DEMO_TENANT_ID, decision: 'accepted', realisedSavings: 250000, completionRequestedBy: pendingCompletionBy, completionRequestedAt: new Date() });
    }
    return id;
  }

  /** A fresh idea of the creator's (contributor: Anna Becker) in `status`, nobody assigned. */
  async function creatorIdea(status: IdeaStatus): Promise<string> {
    const id = `sod-c-${++counter}`;
    await insertIdea(api, { id, title: `Creator idea ${counter}`, status, submitterId: 'u-creator', contributors: ['u-anna-becker'] });
    return id;
  }

  const workflow = async (sub: string, id: string) => IdeaWorkflow.parse((await api.as(sub, `/ideas/${id}/workflow`)).body);
  const send = (sub: string, id: string, method: WorkflowMethod, path: string, body: Record<string, unknown>, version = 1) => sendWorkflow(api, sub, id, method, path, body, version);

  async function setPolicy(policy: { allowSelfAssessment?: boolean; realisedSavingsReviewThreshold?: number }) {
    const { updatedAt: _, ...current } = (await api.as(ADMIN, '/admin/settings')).body;
    const res = await call(api, ADMIN, 'PUT', '/admin/settings', { ...current, ...policy });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  it("every step on one's own idea is 403 CONFLICT_OF_INTEREST for the submitter and contributors (ADMIN included), and changes nothing", async () => {
    const unexpected: string[] = [];
    for (const step of STEPS) {
      for (const [sub, who] of OWN) {
        const id = await ownIdea(step.status);
        const res = await send(sub, id, step.method, step.path, step.body);
        if (res.status !== 403 || res.body.code !== 'CONFLICT_OF_INTEREST') unexpected.push(`${step.action} / ${who}: ${res.status} ${res.body.code}`);
        const after = await workflow(MICHAEL, id);
        if (after.version !== 1 || after.status !== step.status) unexpected.push(`${step.action} / ${who}: changed the idea`);
      }
    }
    expect(unexpected).toEqual([]);
  }, 180_000);

  it('the case file withholds those steps with the reason, and offers them to someone else', async () => {
    const id = await ownIdea('first_assessment');
    const mine = await workflow(ADMIN, id);
    expect(mine.allowedActions).toEqual([]);
    expect(mine.withheldActions).toEqual(expect.arrayContaining([{ action: 'assess', reason: 'ownIdea' }, { action: 'reject', reason: 'ownIdea' }]));
    expect(mine.panels.assessment).toBe('read');
    const other = await workflow(MICHAEL, id);
    expect(other.allowedActions).toEqual(expect.arrayContaining(['assess', 'reject']));
    expect(other.withheldActions).toEqual([]);
  });

  it('with the tenant setting allowSelfAssessment on, the same people may take every step', async () => {
    await setPolicy({ allowSelfAssessment: true });
    try {
      const unexpected: string[] = [];
      for (const step of STEPS) {
        for (const [sub, who] of OWN) {
          const id = await ownIdea(step.status);
          const res = await send(sub, id, step.method, step.path, step.body);
          if (res.status !== 200) unexpected.push(`${step.action} / ${who}: ${res.status} ${res.body.code}`);
        }
      }
      expect(unexpected).toEqual([]);
    } finally {
      await setPolicy({ allowSelfAssessment: false });
    }
  }, 180_000);

  describe('nobody who submitted or contributes is named assignee or person in charge', () => {
    const cases: [string, IdeaStatus, WorkflowMethod, string, (person: string) => Record<string, unknown>, string][] = [
      ['assign', 'first_assessment', 'POST', '/assignment', (p) => ({ assigneeId: p }), 'body.assigneeId'],
      ['assign in review', 'review', 'POST', '/assignment', (p) => ({ assigneeId: p }), 'body.assigneeId'],
      ['saveAssessment', 'first_assessment', 'PUT', '/assessment', (p) => ({ classification: ['process'], assigneeId: p }), 'body.assigneeId'],
      ['assess', 'first_assessment', 'POST', '/assessment/submit', (p) => ({ classification: ['process'], isValidIdea: true, statusAfterAssignment: 'review', assigneeId: p }), 'body.assigneeId'],
      ['review', 'review', 'POST', '/review', (p) => ({ recommendation: 'approve', inChargeOfImplementation: p }), 'body.inChargeOfImplementation'],
      ['updateImplementation', 'implementation', 'PATCH', '/implementation', (p) => ({ inChargeOfImplementation: p }), 'body.inChargeOfImplementation'],
    ];
    for (const [name, status, method, path, body, field] of cases) {
      it(`${name}: the submitter or a contributor -> 409 ASSIGNEE_IS_CREATOR naming ${field}; allowed with the tenant setting`, async () => {
        for (const person of ['u-creator', 'u-anna-becker']) {
          const id = await creatorIdea(status);
          const res = await send(MICHAEL, id, method, path, body(person));
          expect(res.status, JSON.stringify(res.body)).toBe(409);
          expect(res.body).toMatchObject({ code: 'ASSIGNEE_IS_CREATOR', details: [{ path: field }] });
          expect((await workflow(MICHAEL, id)).version).toBe(1);
        }
        const ok = await send(MICHAEL, await creatorIdea(status), method, path, body('u-klaus-fischer'));
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        await setPolicy({ allowSelfAssessment: true });
        try {
          const allowed = await send(MICHAEL, await creatorIdea(status), method, path, body('u-creator'));
          expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
        } finally {
          await setPolicy({ allowSelfAssessment: false });
        }
      });
    }
  });

  describe('realised savings above the threshold need a second person', () => {
    it('the completion waits; the one who recorded it may not confirm (403), someone else does; the history names both', async () => {
      const id = await creatorIdea('accepted');
      const recorded = await send(MICHAEL, id, 'POST', '/completion', { realisedSavings: 150000, note: 'Controlling checked it.' });
      expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
      const pending = IdeaWorkflow.parse(recorded.body);
      expect(pending.status).toBe('accepted');
      expect(pending.decision).toMatchObject({ realisedSavings: 150000, completedAt: null, completionRequestedBy: { id: 'u-michael-brown' }, completionConfirmedBy: null });
      expect(pending.allowedActions).not.toContain('confirmCompletion');
      expect(pending.withheldActions).toEqual([{ action: 'confirmCompletion', reason: 'secondPersonRequired' }]);
      expect(pending.realisedSavingsReviewThreshold).toBe(100000);

      const self = await send(MICHAEL, id, 'POST', '/completion/confirmation', {}, pending.version);
      expect([self.status, self.body.code]).toEqual([403, 'SECOND_PERSON_REQUIRED']);
      expect((await workflow(SABINE, id)).allowedActions).toContain('confirmCompletion');
      // A creator of the idea is no second person either.
      expect((await send(CREATOR, id, 'POST', '/completion/confirmation', {}, pending.version)).status).toBe(403);

      const confirmed = await send(SABINE, id, 'POST', '/completion/confirmation', {}, pending.version);
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      const done = IdeaWorkflow.parse(confirmed.body);
      expect(done.status).toBe('completed');
      expect(done.decision).toMatchObject({ realisedSavings: 150000, completedAt: expect.any(String), completionRequestedBy: { id: 'u-michael-brown' }, completionConfirmedBy: { id: 'u-sabine-schroeder' } });

      const history = HistoryResponse.parse((await api.as(ADMIN, `/ideas/${id}/history`)).body);
      const fields = history.history.map((e) => `${e.fieldName}=${e.newValue}`);
      expect(fields).toEqual(expect.arrayContaining(['realisedSavings=150000', 'completionRequestedBy=Michael Brown', 'completionConfirmedBy=Sabine Schröder', 'status=completed']));
    });

    it('at or below the threshold one person completes; nothing pending -> confirmation 409', async () => {
      const id = await creatorIdea('accepted');
      const res = await send(MICHAEL, id, 'POST', '/completion', { realisedSavings: 100000 });
      expect(IdeaWorkflow.parse(res.body)).toMatchObject({ status: 'completed', decision: { completionRequestedBy: null } });
      const other = await creatorIdea('accepted');
      const nothing = await send(SABINE, other, 'POST', '/completion/confirmation', {});
      expect([nothing.status, nothing.body.code]).toEqual([409, 'INVALID_TRANSITION']);
    });

    it('the threshold is the tenant setting', async () => {
      await setPolicy({ realisedSavingsReviewThreshold: 500000 });
      try {
        const res = await send(MICHAEL, await creatorIdea('accepted'), 'POST', '/completion', { realisedSavings: 150000 });
        expect(IdeaWorkflow.parse(res.body)).toMatchObject({ status: 'completed', realisedSavingsReviewThreshold: 500000 });
      } finally {
        await setPolicy({ realisedSavingsReviewThreshold: 100000 });
      }
    });

    it('implausible savings (over 1e9, like 1e12) are refused with 400, on completion and decision', async () => {
      for (const realisedSavings of [1e12, 1_000_000_001]) {
        const complete = await send(MICHAEL, await creatorIdea('accepted'), 'POST', '/completion', { realisedSavings });
        expect(complete.status).toBe(400);
        expect(complete.body.details[0].message).toBe('validation.savingsImplausible');
        const decide = await send(MICHAEL, await creatorIdea('final_decision'), 'POST', '/decision', { decision: 'accepted', reason: 'ok', realisedSavings });
        expect(decide.status).toBe(400);
      }
    });
  });

  describe('contributors are fixed from the final decision on', () => {
    const add = (sub: string, id: string, body: Record<string, unknown>) => api.as(sub, `/ideas/${id}/contributors`, { method: 'POST', payload: body });
    const remove = (sub: string, id: string, userId: string, body?: Record<string, unknown>) =>
      api.as(sub, `/ideas/${id}/contributors/${userId}`, { method: 'DELETE', ...(body ? { payload: body } : {}) });

    it('creators and ADMIN change them before (no reason needed)', async () => {
      const id = await creatorIdea('implementation');
      expect((await add(CREATOR, id, { userId: 'u-fatma-yilmaz' })).status).toBe(200);
      const r = await remove(ADMIN, id, 'u-fatma-yilmaz');
      expect(r.status, JSON.stringify(r.body)).toBe(204);
      expect((await workflow(CREATOR, id)).contributorEdit).toBe('edit');
    });

    for (const status of ['final_decision', 'accepted', 'completed', 'rejected'] as IdeaStatus[]) {
      it(`${status}: the submitter and a contributor get 409 CONTRIBUTORS_FROZEN, an evaluator 403; nothing changes`, async () => {
        const id = await creatorIdea(status);
        for (const sub of [CREATOR, 'usr-anna-becker']) {
          const a = await add(sub, id, { userId: 'u-fatma-yilmaz' });
          expect([a.status, a.body.code]).toEqual([409, 'CONTRIBUTORS_FROZEN']);
          const r = await remove(sub, id, 'u-anna-becker');
          expect([r.status, r.body.code]).toEqual([409, 'CONTRIBUTORS_FROZEN']);
        }
        expect((await add(MICHAEL, id, { userId: 'u-fatma-yilmaz', reason: 'x' })).status).toBe(403);
        expect((await workflow(CREATOR, id)).contributorEdit).toBe('frozen');
        const idea = (await api.as(ADMIN, `/ideas/${id}`)).body;
        expect(idea.contributors.map((c: { id: string }) => c.id)).toEqual(['u-anna-becker']);
        expect(idea.version).toBe(1);
      });
    }

    it('an idea manager corrects them with a reason (400 without), recorded in the history', async () => {
      const id = await creatorIdea('accepted');
      await api.handle.db.insert(ideaDecisions).values({ ideaId: id, tenantId: DEMO_TENANT_ID, decision: 'accepted', reason: 'Worth it' });
      // The admin is the demo tenant's idea manager.
      expect((await workflow(ADMIN, id)).contributorEdit).toBe('correct');
      const noReason = await add(ADMIN, id, { userId: 'u-fatma-yilmaz' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.details).toEqual([{ path: 'body.reason', message: 'validation.reasonRequired' }]);
      const added = await add(ADMIN, id, { userId: 'u-fatma-yilmaz', reason: 'Fatma built the prototype; she was left out by mistake.' });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect((await remove(ADMIN, id, 'u-anna-becker')).status).toBe(400);
      expect((await remove(ADMIN, id, 'u-anna-becker', { reason: 'Anna only commented.' })).status).toBe(204);
      const history = HistoryResponse.parse((await api.as(ADMIN, `/ideas/${id}/history`)).body).history;
      const entries = history.map((e) => [e.fieldName, e.oldValue, e.newValue]);
      expect(entries).toEqual(
        expect.arrayContaining([
          ['contributor', null, 'Fatma Yılmaz'],
          ['contributorCorrection', null, 'Fatma built the prototype; she was left out by mistake.'],
          ['contributor', 'Anna Becker', null],
          ['contributorCorrection', null, 'Anna only commented.'],
        ]),
      );
      // A correction changes who shares the premium: the case file's bonus recipients follow it.
      const wf = await workflow(ADMIN, id);
      expect(wf.decision?.bonusRecipients?.map((r) => r.userId)).toEqual(['u-creator', 'u-fatma-yilmaz']);
    });

    it('an idea manager may not correct the contributors of an idea of their own', async () => {
      const id = await ownIdea('accepted', null);
      const res = await add(ADMIN, id, { userId: 'u-fatma-yilmaz', reason: 'Mine.' });
      expect([res.status, res.body.code]).toEqual([409, 'CONTRIBUTORS_FROZEN']);
    });
  });

  it("an expert's second answer is 409 INVALID_TRANSITION, not 403", async () => {
    const id = await creatorIdea('review');
    await api.handle.db.insert(ideaExpertOpinions).values({ id: `${id}-e`, ideaId: id, tenantId: DEMO_TENANT_ID, expertId: 'u-daniel-kowalski', requestedBy: 'u-michael-brown' });
    const first = await send('usr-daniel-kowalski', id, 'POST', `/expert-opinions/${id}-e`, { comment: 'Feasible.' });
    expect(first.status).toBe(200);
    const again = await send('usr-daniel-kowalski', id, 'POST', `/expert-opinions/${id}-e`, { comment: 'Still feasible.' }, IdeaWorkflow.parse(first.body).version);
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_TRANSITION']);
  });

  it('an open question to a creator does not bar the creator from answering it', async () => {
    const id = await ownIdea('review');
    await api.handle.db.insert(ideaInquiries).values({ id: `${id}-q`, ideaId: id, tenantId: DEMO_TENANT_ID, question: 'How many?', askedBy: 'u-michael-brown' });
    const res = await send(ADMIN, id, 'POST', `/inquiries/${id}-q/answer`, { answer: 'Three.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
