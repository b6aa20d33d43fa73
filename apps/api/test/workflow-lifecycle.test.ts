import { HistoryResponse, IdeaWorkflow, NotificationListResponse, TaskListResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, CREATOR, EVALUATOR, targets, VIEWER, type TestApi } from './support/api';

/** One idea's whole life through the API, every step by the person whose job it is. */
const IDEA = 'idea-022'; // first_assessment, submitted by the creator, assigned to the evaluator
const REVIEWER = 'usr-lukas-hoffmann'; // a VIEWER globally; EVALUATORS on this idea once assigned
const EXPERT = 'usr-daniel-kowalski';
const IMPLEMENTER = 'usr-klaus-fischer';
const idOf = (sub: string) => `u-${sub.slice(4)}`;

describe.each(targets)('the workflow end to end on $name', (target) => {
  let api: TestApi;
  let version = 0;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const send = async (sub: string, method: 'POST' | 'PUT' | 'PATCH', path: string, body: Record<string, unknown>, expected = 200) => {
    const res = await api.as(sub, `/ideas/${IDEA}${path}`, { method, payload: { ...body, version } });
    expect(res.status, JSON.stringify(res.body)).toBe(expected);
    if (res.status !== 200) return res.body;
    const wf = IdeaWorkflow.parse(res.body);
    version = wf.version;
    return wf;
  };
  const caseFile = async (sub: string) => IdeaWorkflow.parse((await api.as(sub, `/ideas/${IDEA}/workflow`)).body);
  const taskKinds = async (sub: string) =>
    TaskListResponse.parse((await api.as(sub, '/tasks')).body)
      .tasks.filter((t) => t.id === IDEA)
      .map((t) => t.kind);

  it('OpenAPI documents the transition table', async () => {
    const doc = (await api.app.inject({ url: '/docs/json' })).json();
    const tag = doc.tags.find((t: { name: string }) => t.name === 'workflow');
    expect(tag.description).toContain('| final_decision | decide | accepted, rejected | ADMIN, EVALUATORS |');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/ideas/{id}/workflow', '/ideas/{id}/assessment/submit', '/ideas/{id}/decision']));
  });

  it('starts in first assessment: the assignee may assess, the creator only reads', async () => {
    const wf = await caseFile(EVALUATOR);
    version = wf.version;
    expect(wf.status).toBe('first_assessment');
    expect(wf.allowedActions).toEqual(expect.arrayContaining(['saveAssessment', 'assess', 'assign', 'inquiry', 'reject', 'review']));
    expect(wf.panels.assessment).toBe('edit');
    const mine = await caseFile(CREATOR);
    expect(mine.allowedActions).toEqual([]);
    expect(mine.panels).toMatchObject({ assessment: 'read', inquiry: 'read', history: 'read' });
    expect(await taskKinds(EVALUATOR)).toEqual(['assess']);
  });

  it('the creator may not assess (403), a stale version is refused (409) and nothing changes', async () => {
    const body = { classification: ['process'], isValidIdea: true };
    expect((await send(CREATOR, 'POST', '/assessment/submit', body, 403)).code).toBe('FORBIDDEN');
    const stale = await api.as(EVALUATOR, `/ideas/${IDEA}/assessment/submit`, { method: 'POST', payload: { ...body, version: version + 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    expect((await caseFile(EVALUATOR)).status).toBe('first_assessment');
  });

  it('validation answers 400 with the i18n key', async () => {
    const res = await api.as(EVALUATOR, `/ideas/${IDEA}/assessment/submit`, { method: 'POST', payload: { classification: [], isValidIdea: false, version } });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { message: string }) => d.message)).toEqual(expect.arrayContaining(['validation.classificationRequired', 'validation.reasonRequired']));
  });

  it('the evaluator assesses and assigns a reviewer: the idea goes to review', async () => {
    const wf = await send(EVALUATOR, 'POST', '/assessment/submit', {
      classification: ['process', 'technology'],
      isValidIdea: true,
      assigneeId: idOf(REVIEWER),
      assignmentNote: 'Please review with finance',
      statusAfterAssignment: 'review',
      note: 'Strong case',
    });
    expect(wf.status).toBe('review');
    expect(wf.assessment).toMatchObject({ classification: ['process', 'technology'], assignee: { id: idOf(REVIEWER) }, assessor: { id: 'u-evaluator' } });
    expect(await taskKinds(REVIEWER)).toEqual(['review']);
    expect(await taskKinds(EVALUATOR)).toEqual([]);
  });

  it('the reviewer asks the submitter; the submitter answers', async () => {
    const asked = await send(REVIEWER, 'POST', '/inquiries', { question: 'Which invoices are out of scope?' });
    expect(asked.inquiries).toHaveLength(1);
    expect(await taskKinds(CREATOR)).toEqual(['answerInquiry']);
    expect(await caseFile(CREATOR)).toMatchObject({ allowedActions: ['answerInquiry'], panels: { inquiry: 'edit' } });
    const inquiryId = asked.inquiries[0]!.id;
    expect((await send(VIEWER, 'POST', `/inquiries/${inquiryId}/answer`, { answer: 'x' }, 403)).code).toBe('FORBIDDEN');
    const answered = await send(CREATOR, 'POST', `/inquiries/${inquiryId}/answer`, { answer: 'Only foreign currency invoices.' });
    expect(answered.inquiries[0]).toMatchObject({ answer: 'Only foreign currency invoices.', answeredBy: { id: 'u-creator' } });
    expect(await taskKinds(CREATOR)).toEqual([]);
    expect((await send(CREATOR, 'POST', `/inquiries/${inquiryId}/answer`, { answer: 'again' }, 409)).code).toBe('INVALID_TRANSITION');
  });

  it('the reviewer asks an expert; the expert comments', async () => {
    const asked = await send(REVIEWER, 'POST', '/expert-opinions', { expertIds: [idOf(EXPERT)], note: 'Is OCR accurate enough?' });
    expect(asked.expertOpinions).toHaveLength(1);
    expect(await taskKinds(EXPERT)).toEqual(['expertOpinion']);
    const expertView = await caseFile(EXPERT);
    expect(expertView.allowedActions).toEqual(['giveExpertOpinion']);
    const opinionId = asked.expertOpinions[0]!.id;
    const given = await send(EXPERT, 'POST', `/expert-opinions/${opinionId}`, { comment: 'Yes, above 98 % on our samples.' });
    expect(given.expertOpinions[0]).toMatchObject({ expert: { id: idOf(EXPERT), email: 'daniel.kowalski@example.com' }, comment: 'Yes, above 98 % on our samples.' });
    expect(given.expertOpinions[0]!.reviewDate).not.toBeNull();
    expect(await taskKinds(EXPERT)).toEqual([]);
  });

  it('a follow-up date in the past is refused: 400 naming the field, nothing changes', async () => {
    const res = await api.as(REVIEWER, `/ideas/${IDEA}/review/postponement`, { method: 'POST', payload: { postponementReason: 'budget', postponementDate: '2020-01-15', version } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual([{ path: 'body.postponementDate', message: 'validation.dateInPast' }]);
    expect((await caseFile(REVIEWER)).review?.isPostponed ?? false).toBe(false);
  });

  it('postponing shows the follow-up date on the review task; its note is an entry of its own in the history', async () => {
    await send(REVIEWER, 'POST', '/review/postponement', { postponementReason: 'budget', postponementDate: '2030-01-15', note: 'Next year\'s budget decides.' });
    const tasks = TaskListResponse.parse((await api.as(REVIEWER, '/tasks')).body).tasks.filter((t) => t.id === IDEA);
    expect(tasks).toMatchObject([{ kind: 'review', followUpDate: '2030-01-15' }]);
    const { history } = (await api.as(REVIEWER, `/ideas/${IDEA}/history`)).body as { history: { fieldName: string; oldValue: string | null; newValue: string | null }[] };
    expect(history).toContainEqual(expect.objectContaining({ fieldName: 'postponementNote', oldValue: null, newValue: 'Next year\'s budget decides.' }));
    expect(history.map((h) => h.fieldName)).not.toContain('reviewComment');
  });

  it('rejecting in review needs a reason', async () => {
    const res = await api.as(REVIEWER, `/ideas/${IDEA}/review`, { method: 'POST', payload: { recommendation: 'reject', version } });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ path: 'body.reason', message: 'validation.rejectReasonRequired' }]);
  });

  it('the reviewer approves with savings and a person in charge: implementation', async () => {
    const wf = await send(REVIEWER, 'POST', '/review', {
      recommendation: 'approve',
      benefitCalculationType: 'calculable',
      benefitType: 'costs',
      benefitValue: 'high',
      firstYearNetSavings: 48000,
      implementationPriority: 'high',
      plannedImplementationDate: '2030-03-01',
      inChargeOfImplementation: idOf(IMPLEMENTER),
    });
    expect(wf.status).toBe('implementation');
    expect(wf.review).toMatchObject({ recommendation: 'approve', firstYearNetSavings: 48000, isPostponed: false, reviewer: { id: idOf(REVIEWER) } });
    expect(wf.implementation).toMatchObject({ priority: 'high', plannedDate: '2030-03-01', inCharge: { id: idOf(IMPLEMENTER) } });
    expect(await taskKinds(IMPLEMENTER)).toEqual(['implement']);
  });

  it('the person in charge updates and completes the implementation: final decision', async () => {
    const updated = await send(IMPLEMENTER, 'PATCH', '/implementation', { status: 'inProgress', hint: 'Vendor chosen' });
    expect(updated.implementation).toMatchObject({ status: 'inProgress', hint: 'Vendor chosen' });
    const done = await send(IMPLEMENTER, 'POST', '/implementation/done', {});
    expect(done.status).toBe('final_decision');
    expect(await taskKinds(IMPLEMENTER)).toEqual([]);
    expect(await taskKinds(REVIEWER)).toEqual(['decide']);
    expect((await send(IMPLEMENTER, 'POST', '/decision', { decision: 'accepted', reason: 'x' }, 403)).code).toBe('FORBIDDEN');
  });

  it('the decision maker accepts and completes with the realised savings; the idea is closed', async () => {
    expect((await send(REVIEWER, 'POST', '/decision', { decision: 'accepted', reason: 'Clear savings' })).status).toBe('accepted');
    const wf = await send(REVIEWER, 'POST', '/completion', { realisedSavings: 51000 });
    expect(wf.status).toBe('completed');
    expect(wf.decision).toMatchObject({ decision: 'accepted', realisedSavings: 51000 });
    expect(wf.decision?.bonusRecipients).toBeUndefined();
    expect(wf.allowedActions).toEqual([]);
    for (const sub of [REVIEWER, EXPERT, IMPLEMENTER, CREATOR, EVALUATOR]) expect(await taskKinds(sub)).toEqual([]);
    expect((await send(REVIEWER, 'POST', '/decision', { decision: 'rejected', reason: 'x' }, 409)).code).toBe('INVALID_TRANSITION');
  });

  it('the history holds every step with its entity type', async () => {
    const { history } = HistoryResponse.parse((await api.as(CREATOR, `/ideas/${IDEA}/history`)).body);
    const statuses = history.filter((h) => h.entityType === 'idea' && h.fieldName === 'status').map((h) => h.newValue);
    expect(statuses.slice(0, 5)).toEqual(['completed', 'accepted', 'final_decision', 'implementation', 'review']);
    const fields = new Set(history.map((h) => `${h.entityType}/${h.fieldName}`));
    for (const f of ['first_assessment/classification', 'first_assessment/assigneeId', 'idea/inquiry', 'idea/inquiryAnswer', 'review/expertRequested', 'review/expertOpinion', 'review/firstYearNetSavings', 'review/inChargeOfImplementation', 'idea/decision', 'idea/realisedSavings']) {
      expect(fields, f).toContain(f);
    }
  });

  it("notifies the submitter of others' changes, and never of their own", async () => {
    const { notifications } = NotificationListResponse.parse((await api.as(CREATOR, '/notifications?limit=200')).body);
    const mine = notifications.filter((n) => n.ideaId === IDEA);
    // The final decision tells of its status change itself.
    expect(mine.filter((n) => n.kind === 'statusChange').map((n) => n.newValue).slice(0, 4)).toEqual(['completed', 'final_decision', 'implementation', 'review']);
    expect(mine.filter((n) => n.kind === 'decision').map((n) => n.newValue)).toEqual(['accepted']);
    expect(mine.some((n) => n.kind === 'inquiry')).toBe(true);
    expect(mine.some((n) => n.kind === 'inquiryAnswer')).toBe(false); // the creator answered it
    const expert = NotificationListResponse.parse((await api.as(EXPERT, '/notifications')).body).notifications;
    expect(expert.filter((n) => n.ideaId === IDEA).map((n) => n.kind)).toEqual(['expertRequest']);
    const reviewer = NotificationListResponse.parse((await api.as(REVIEWER, '/notifications')).body).notifications;
    expect(reviewer.filter((n) => n.ideaId === IDEA).map((n) => n.kind).sort()).toEqual(['assignment', 'expertOpinion', 'inquiryAnswer']);
  });
});
