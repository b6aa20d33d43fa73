import { IdeaWorkflow, NotificationListResponse, NotificationReadResponse, RevisionRequest, TaskListResponse, type NotificationItem } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { json, submittedIdea, USERS, VALID_IDEA } from './support/ideas';

/**
 * What happened reaches the right people as its own kind (never the actor), the read state is the
 * person's on the server (it follows them to another device), and requested changes and revision
 * requests give their task until they are answered.
 */
const { creator, evaluator, admin } = USERS; // admin is also the tenant's idea manager
const reviewer = { sub: 'usr-lukas-hoffmann', id: 'u-lukas-hoffmann' }; // VIEWERS globally, the assignee
const otherEvaluator = { sub: 'usr-sabine-schroeder', id: 'u-sabine-schroeder' }; // EVALUATORS, not the assignee
const follower = otherEvaluator; // follows the idea (and reads every panel)

describe.each(targets)('notifications say what happened, read state and request tasks, on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  let ideaId = '';
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
    ({ id: ideaId } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Which compressors feed hall 3' }));
    await api.handle.query('UPDATE ideas SET assessment_assignee_id = $2 WHERE id = $1', [ideaId, reviewer.id]);
  });
  afterAll(() => api?.close());

  const withToken = async (sub: string, url: string, method: 'GET' | 'POST' = 'GET') => {
    const res = await api.app.inject({ method, url, headers: { authorization: `Bearer ${await api.token(sub)}` } });
    return { status: res.statusCode, body: res.json() };
  };
  const notes = async (sub: string): Promise<NotificationItem[]> =>
    NotificationListResponse.parse((await http.get(sub, '/notifications?limit=200')).body).notifications.filter((n) => n.ideaId === ideaId);
  const kinds = async (sub: string) => (await notes(sub)).filter((n) => n.kind !== 'status').map((n) => n.kind);
  const tasks = async (sub: string) =>
    TaskListResponse.parse((await http.get(sub, '/tasks')).body)
      .tasks.filter((t) => t.id === ideaId)
      .map((t) => t.kind)
      .sort();
  const version = async () => IdeaWorkflow.parse((await http.get(admin.sub, `/ideas/${ideaId}/workflow`)).body).version;

  it('an inquiry is a question for the submitter, not a status change; the asker hears nothing of it', async () => {
    const res = await http.post(reviewer.sub, `/ideas/${ideaId}/inquiries`, { question: 'Which compressors feed hall 3?', version: await version() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [question] = (await notes(creator.sub)).filter((n) => n.kind === 'inquiry');
    expect(question).toMatchObject({ kind: 'inquiry', concernsYou: true, actorName: 'Lukas Hoffmann', newValue: 'Which compressors feed hall 3?', read: false });
    expect(await kinds(reviewer.sub)).toEqual([]);
    expect(await tasks(creator.sub)).toEqual(['answerInquiry']);
  });

  it('counts the unread among all notifications, not only among those listed', async () => {
    const all = NotificationListResponse.parse((await http.get(creator.sub, '/notifications?limit=200')).body);
    const unread = all.notifications.filter((n) => !n.read).length;
    expect(unread).toBeGreaterThan(1);
    expect(all.unread).toBe(unread);
    const page = NotificationListResponse.parse((await http.get(creator.sub, '/notifications?limit=1')).body);
    expect(page.notifications).toHaveLength(1);
    expect(page.unread).toBe(unread);
  });

  it('the read state follows the person to another device; mark all as read', async () => {
    const [question] = (await notes(creator.sub)).filter((n) => n.kind === 'inquiry');
    const unreadBefore = NotificationListResponse.parse((await http.get(creator.sub, '/notifications?limit=200')).body).notifications.filter((n) => !n.read).length;
    const marked = await withToken(creator.sub, `/notifications/${question!.id}/read`, 'POST');
    expect(marked.status).toBe(200);
    expect(NotificationReadResponse.parse(marked.body).unread).toBe(unreadBefore - 1);
    // A second session (another token) sees it read.
    const other = NotificationListResponse.parse((await withToken(creator.sub, '/notifications?limit=200')).body).notifications;
    expect(other.find((n) => n.id === question!.id)?.read).toBe(true);
    const followed = await http.put(follower.sub, `/ideas/${ideaId}/follow`);
    expect(followed.status, JSON.stringify(followed.body)).toBeLessThan(300);
    // Following does not mark the idea's past unread.
    const past = await notes(follower.sub);
    expect(past.map((n) => n.kind)).toContain('inquiry');
    expect(past.every((n) => n.read)).toBe(true);
    const answered = await http.post(creator.sub, `/ideas/${ideaId}/inquiries/${(await inquiryId())}/answer`, { answer: 'Compressors 2 and 4.', version: await version() });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const news = (await notes(follower.sub)).filter((n) => !n.read);
    expect(news.map((n) => n.kind)).toEqual(['inquiryAnswer']);
    expect(NotificationReadResponse.parse((await http.post(follower.sub, '/notifications/read-all')).body).unread).toBe(0);
    expect((await notes(follower.sub)).every((n) => n.read)).toBe(true);
    expect(NotificationListResponse.parse((await withToken(follower.sub, '/notifications?limit=200')).body).notifications.every((n) => n.read)).toBe(true);
    // The asker's answer is addressed to them.
    expect((await notes(reviewer.sub)).find((n) => n.kind === 'inquiryAnswer')).toMatchObject({ concernsYou: true, read: false });
    expect(await tasks(creator.sub)).toEqual([]);
  });

  const inquiryId = async () => IdeaWorkflow.parse((await http.get(admin.sub, `/ideas/${ideaId}/workflow`)).body).inquiries[0]!.id;

  it('request changes: the idea goes back with a task and a message for its creators; an edit answers it', async () => {
    await api.handle.query("UPDATE ideas SET status = 'review' WHERE id = $1", [ideaId]);
    const res = await http.post(reviewer.sub, `/ideas/${ideaId}/review`, { recommendation: 'requestChanges', version: await version() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(IdeaWorkflow.parse(res.body).status).toBe('first_assessment');
    const told = await notes(creator.sub);
    expect(told.find((n) => n.kind === 'changesRequested')).toMatchObject({ concernsYou: true, actorName: 'Lukas Hoffmann', read: false });
    // The status change review -> first_assessment is told by the requested changes, not twice.
    expect(told.filter((n) => n.kind === 'statusChange' && n.newValue === 'first_assessment' && n.createdAt >= told[0]!.createdAt)).toEqual([]);
    expect(await kinds(reviewer.sub)).not.toContain('changesRequested');
    expect(await tasks(creator.sub)).toEqual(['revise']);
    const idea = (await http.get(creator.sub, `/ideas/${ideaId}`)).body as { version: number };
    const edited = await http.patch(creator.sub, `/ideas/${ideaId}`, { version: idea.version, solution: 'Two heat exchangers feed the office heating; about 40 % less gas.' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await tasks(creator.sub)).toEqual([]);
  });

  it('a revision request reaches the assessor and the idea managers with a task until it is answered', async () => {
    await api.handle.query("UPDATE ideas SET status = 'review' WHERE id = $1", [ideaId]);
    const created = await http.post(creator.sub, `/ideas/${ideaId}/revision-requests`, { message: 'Please add the second hall to the scope.' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const request = RevisionRequest.parse(created.body);
    expect(request).toMatchObject({ answer: null, answeredAt: null });
    for (const who of [reviewer, admin]) {
      expect(await tasks(who.sub), who.id).toContain('answerRevisionRequest');
      expect((await notes(who.sub)).find((n) => n.kind === 'revisionRequested'), who.id).toMatchObject({ newValue: 'Please add the second hall to the scope.' });
    }
    expect(await tasks(otherEvaluator.sub)).not.toContain('answerRevisionRequest');
    expect(await kinds(creator.sub)).not.toContain('revisionRequested');

    const forbidden = await http.post(otherEvaluator.sub, `/ideas/${ideaId}/revision-requests/${request.id}/answer`, { message: 'Not mine to answer, really.' });
    expect(forbidden.status).toBe(403);
    const answered = await http.post(reviewer.sub, `/ideas/${ideaId}/revision-requests/${request.id}/answer`, { message: 'Added hall 2 to the scope.' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(RevisionRequest.parse(answered.body)).toMatchObject({ answer: 'Added hall 2 to the scope.', answeredByName: 'Lukas Hoffmann' });
    expect((await http.post(admin.sub, `/ideas/${ideaId}/revision-requests/${request.id}/answer`, { message: 'Once more, again.' })).status).toBe(409);
    for (const who of [reviewer, admin]) expect(await tasks(who.sub), who.id).not.toContain('answerRevisionRequest');
    expect((await notes(creator.sub)).find((n) => n.kind === 'revisionAnswered')).toMatchObject({ concernsYou: true, newValue: 'Added hall 2 to the scope.' });
  });

  it('a final decision is a decision, not a status change', async () => {
    await api.handle.query("UPDATE ideas SET status = 'final_decision' WHERE id = $1", [ideaId]);
    const res = await http.post(reviewer.sub, `/ideas/${ideaId}/decision`, { decision: 'accepted', reason: 'Clear savings', version: await version() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const told = await notes(creator.sub);
    expect(told[0]).toMatchObject({ kind: 'decision', newValue: 'accepted', actorName: 'Lukas Hoffmann' });
    expect(told.some((n) => n.kind === 'statusChange' && n.newValue === 'accepted')).toBe(false);
    expect(await kinds(evaluator.sub)).toEqual([]);
  });
});
