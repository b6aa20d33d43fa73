import { CurrentUser, IdeaWorkflow, UserProfile } from '@idea-portal/contracts';
import { createSmtpMailer } from '@idea-portal/server';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { buildApi } from '../src/index';
import { runWorkflowMail } from '../src/modules/workflow-mail/run';
import { apiOn, createSigner, targets, type TestApi } from './support/api';
import { createIdea, json, USERS, VALID_IDEA } from './support/ideas';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from './support/smtp';

/**
 * Workflow e-mail through a real SMTP server on a local port: a task, a question and a decision
 * each arrive once (also when the pass runs again or on a second instance), the daily digest once
 * per person and day across two API instances, nothing of what the recipient may not see when the
 * mail goes out, and nothing when they chose 'off'.
 */

const person = (key: string) => ({ sub: `usr-${key}`, id: `u-${key}` });
const { creator, evaluator } = USERS;
const contributor = person('leonie-wagner'); // CREATORS
const assignee = person('lukas-hoffmann'); // VIEWERS globally, EVALUATORS on the idea once assigned
const expert = person('daniel-kowalski'); // VIEWERS
const follower = person('thomas-weber'); // CREATORS, follows the idea
const APP_URL = 'https://portal.example.test/';
const QUESTION = 'Which furnaces are out of scope?';

describe.each(targets)('workflow e-mail on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  let smtp: SmtpSink;
  let email: Map<string, string>;
  const mailer = () => createSmtpMailer(smtp.url, 'Idea Portal <no-reply@idea-portal.test>');
  const pass = (now = new Date(), digestHourUtc = 0) => runWorkflowMail(api.handle.db, { mailer: mailer(), appUrl: APP_URL, now, digestHourUtc });
  /** What reached the SMTP server for `who` about the idea (its link in the text). */
  const mailsTo = (who: { id: string }, ideaId?: string): ReceivedMail[] =>
    smtp.received.filter((m) => m.to.includes(email.get(who.id)!) && (!ideaId || m.text.includes(`/app/ideas/${ideaId}`)));

  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
    smtp = await startSmtpSink();
    const rows = await api.handle.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, [creator.id, contributor.id, assignee.id, expert.id, follower.id, evaluator.id]));
    email = new Map(rows.map((r) => [r.id, r.email]));
    // The creator reads the portal in English; the others follow the tenant (German).
    expect((await http.patch(creator.sub, '/users/me', { preferredLanguage: 'en' })).status).toBe(200);
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });

  /** A submitted idea with a contributor and a follower; returns its id and a step function for workflow actions. */
  async function idea(title: string) {
    const id = (await createIdea(api, creator.sub, { ...VALID_IDEA, title })).id;
    expect((await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: contributor.id })).status).toBe(200);
    expect((await http.post(creator.sub, `/ideas/${id}/submit`)).status).toBe(200);
    expect((await http.put(follower.sub, `/ideas/${id}/follow`)).status).toBe(200);
    let version = 0;
    /** Reads the idea's version (after a change outside `step`). */
    const reload = async () => {
      version = IdeaWorkflow.parse((await http.get(evaluator.sub, `/ideas/${id}/workflow`)).body).version;
    };
    await reload();
    const step = async (sub: string, method: 'POST' | 'PATCH', path: string, body: Record<string, unknown>) => {
      const res = await api.as(sub, `/ideas/${id}${path}`, { method, payload: { ...body, version } });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      version = res.body.version;
      return res.body;
    };
    return { id, step, reload };
  }

  it('the profile carries one’s own choice (default immediately) and PATCH changes single kinds', async () => {
    const me = CurrentUser.parse((await http.get(expert.sub, '/users/me')).body);
    expect(me.profile.workflowMail).toEqual({ task: 'immediately', question: 'immediately', decision: 'immediately' });
    const saved = await http.patch(expert.sub, '/users/me', { workflowMail: { decision: 'daily' } });
    expect(saved.status).toBe(200);
    expect(UserProfile.parse(saved.body).workflowMail).toEqual({ task: 'immediately', question: 'immediately', decision: 'daily' });
    const other = await http.get(creator.sub, `/users?userId=${expert.id}`);
    expect(UserProfile.parse(other.body).workflowMail).toBeNull();
    const bad = await http.patch(expert.sub, '/users/me', { workflowMail: { task: 'weekly' } });
    expect(bad.status).toBe(400);
    expect((await http.patch(expert.sub, '/users/me', { workflowMail: { decision: 'immediately' } })).status).toBe(200);
  });

  it('a task, a question and a decision each arrive once, in the recipient’s language, with the link to the idea', async () => {
    const { id, step } = await idea('Heat recovery: every kind once');
    await step(evaluator.sub, 'POST', '/assignment', { assigneeId: assignee.id }); // task for the assignee
    await step(assignee.sub, 'POST', '/inquiries', { question: QUESTION }); // question for the submitter
    await step(assignee.sub, 'POST', '/assignment', { assigneeId: assignee.id, statusAfterAssignment: 'review' }); // decision for submitter and contributor
    await step(assignee.sub, 'POST', '/expert-opinions', { expertIds: [expert.id], note: 'Please check' }); // task for the expert

    await pass();
    await pass(); // again: nothing twice
    // A second instance on the same database: nothing twice either.
    await runWorkflowMail(api.handle.db, { mailer: mailer(), appUrl: APP_URL, digestHourUtc: 0 });

    const link = `https://portal.example.test/app/ideas/${id}`;
    const toAssignee = mailsTo(assignee, id);
    expect(toAssignee.map((m) => m.subject)).toEqual(['Eine Aufgabe für Sie: Heat recovery: every kind once']);
    expect(toAssignee[0]!.text).toContain('bittet Sie um die Erstbewertung der Idee „Heat recovery: every kind once“');
    expect(toAssignee[0]!.text).toContain(link);
    expect(toAssignee[0]!.text).toContain('https://portal.example.test/app/profile?edit=1');

    expect(mailsTo(expert, id).map((m) => m.subject)).toEqual(['Eine Aufgabe für Sie: Heat recovery: every kind once']);
    expect(mailsTo(expert, id)[0]!.text).toContain('Expertenmeinung');

    const toCreator = mailsTo(creator, id);
    expect(toCreator.map((m) => m.subject).sort()).toEqual(['A decision on your idea: Heat recovery: every kind once', 'A question about your idea: Heat recovery: every kind once']);
    expect(toCreator.find((m) => m.subject.startsWith('A question'))!.text).toContain(QUESTION);
    expect(toCreator.find((m) => m.subject.startsWith('A decision'))!.text).toContain('to the status Review');
    expect(toCreator.every((m) => m.text.includes(link))).toBe(true);

    // The contributor hears of the submission (by the creator) and of the review; never the question (not for them).
    expect(mailsTo(contributor, id).map((m) => m.subject)).toEqual([
      'Eine Entscheidung zu Ihrer Idee: Heat recovery: every kind once',
      'Eine Entscheidung zu Ihrer Idee: Heat recovery: every kind once',
    ]);
    // A follower gets no workflow mail; nobody gets mail of their own actions.
    expect(mailsTo(follower, id)).toEqual([]);
    expect(mailsTo(evaluator, id)).toEqual([]);
  });

  it('nothing beyond what the recipient may see when the mail goes out: a former assignee who lost sight of the idea gets nothing', async () => {
    const { id, step } = await idea('Confidential furnace study');
    await step(evaluator.sub, 'POST', '/assignment', { assigneeId: assignee.id }); // task for Lukas ...
    await step(evaluator.sub, 'POST', '/assignment', { assigneeId: evaluator.id }); // ... taken back before any mail went out
    await step(creator.sub, 'PATCH', '', { visibility: 'people', visibleTo: [follower.id] }); // and Lukas no longer sees the idea
    await pass();
    expect(mailsTo(assignee, id)).toEqual([]);
    expect(smtp.received.filter((m) => m.text.includes('Confidential furnace study') && !m.to.includes(email.get(creator.id)!) && !m.to.includes(email.get(contributor.id)!))).toEqual([]);
    // Seeing it again later does not bring the withheld mail back.
    await step(creator.sub, 'PATCH', '', { visibility: 'organization', visibleTo: [] });
    await pass();
    expect(mailsTo(assignee, id)).toEqual([]);
  });

  it('a removed contributor gets no mail of the idea; "off" means no mail', async () => {
    expect((await http.patch(expert.sub, '/users/me', { workflowMail: { task: 'off' } })).status).toBe(200);
    const { id, step, reload } = await idea('Switched off');
    await pass();
    const before = mailsTo(contributor, id).length;
    expect((await http.del(creator.sub, `/ideas/${id}/contributors/${contributor.id}`)).status).toBe(204);
    await reload();
    await step(evaluator.sub, 'POST', '/assignment', { assigneeId: assignee.id, statusAfterAssignment: 'review' });
    await step(assignee.sub, 'POST', '/expert-opinions', { expertIds: [expert.id], note: 'Please check' });
    await pass();
    expect(mailsTo(contributor, id)).toHaveLength(before);
    expect(mailsTo(expert, id)).toEqual([]);
    expect(mailsTo(creator, id).map((m) => m.subject)).toEqual(['A decision on your idea: Switched off']);
    expect((await http.patch(expert.sub, '/users/me', { workflowMail: { task: 'immediately' } })).status).toBe(200);
  });

  it('the daily digest goes out once per person and day across two API instances', async () => {
    expect((await http.patch(creator.sub, '/users/me', { workflowMail: { question: 'daily', decision: 'daily' } })).status).toBe(200);
    const { id, step } = await idea('Digest: two instances');
    await step(evaluator.sub, 'POST', '/assignment', { assigneeId: assignee.id });
    await step(assignee.sub, 'POST', '/inquiries', { question: QUESTION });
    await step(assignee.sub, 'POST', '/assignment', { assigneeId: assignee.id, statusAfterAssignment: 'review' });

    // Two API instances on one database, each running workflow mail once as it starts (digest due from 00:00 UTC).
    const signer = await createSigner();
    const instances = await Promise.all(
      [1, 2].map(() =>
        buildApi({ db: api.handle, auth: { verifier: signer.verifier }, logger: false, workflowMail: { mailer: mailer(), appUrl: APP_URL, digestHourUtc: 0, checkEveryMs: 3_600_000 } }),
      ),
    );
    await Promise.all(instances.map((app) => app.ready()));
    await Promise.all(instances.map((app) => app.close())); // a pass under way finishes first

    const digests = mailsTo(creator).filter((m) => m.subject.startsWith('Your daily summary'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.subject).toBe('Your daily summary: 2 workflow events');
    expect(digests[0]!.text).toContain('Questions for you:');
    expect(digests[0]!.text).toContain(QUESTION);
    expect(digests[0]!.text).toContain('Decisions on your ideas:');
    expect(digests[0]!.text).toContain(`https://portal.example.test/app/ideas/${id}`);
    expect(mailsTo(creator, id).filter((m) => !m.subject.startsWith('Your daily summary'))).toEqual([]); // nothing at once
    // The assignee chose nothing: their task came at once.
    expect(mailsTo(assignee, id)).toHaveLength(1);

    // Later the same day: a new question waits for tomorrow's digest, which two instances send once.
    await step(assignee.sub, 'POST', '/inquiries', { question: 'And the second furnace?' });
    await pass();
    expect(mailsTo(creator).filter((m) => m.subject.startsWith('Your daily summary'))).toHaveLength(1);
    const tomorrow = new Date(Date.now() + 24 * 3600_000);
    await Promise.all([pass(tomorrow), pass(tomorrow)]);
    const all = mailsTo(creator).filter((m) => m.subject.startsWith('Your daily summary'));
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe('Your daily summary: 1 workflow event');
    expect(all[1]!.text).toContain('And the second furnace?');
    expect(all[1]!.text).not.toContain(QUESTION);
  });
});
