import { appealErrorMessages } from '@idea-portal/contracts';
import { DEFAULT_APPEAL_PERIOD_DAYS } from '@idea-portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../src/seed/people';
import { pdfText } from './support/pdf';
import { apiOn, targets, type TestApi } from './support/api';
import { count, historyOf, json, submittedIdea, USERS } from './support/ideas';

/**
 * Appeals (Einspruch): the submitter appeals a rejection within the tenant's period; the idea
 * managers (not the appellant) and ADMIN decide it; everyone else 403; another tenant 404.
 */
const IDEA_MANAGER = { sub: 'usr-priya-sharma', id: 'u-priya-sharma' };
const WORKS_COUNCIL = { sub: 'usr-sarah-oconnor', id: 'u-sarah-oconnor' };
const DAY = 24 * 3600_000;

describe.each(targets)('appeals on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
    // A CREATORS employee who is an idea manager by function.
    await api.handle.query(`UPDATE users SET functions = '{ideaManager}' WHERE id = $1`, [IDEA_MANAGER.id]);
  });
  afterAll(() => api?.close());

  /** A submitted idea of the creator, rejected `daysAgo` days ago (by the evaluator). */
  async function rejectedIdea(daysAgo = 1): Promise<string> {
    const { id, version } = await submittedIdea(api);
    const res = await http.post(USERS.evaluator.sub, `/ideas/${id}/rejection`, { reason: 'Not feasible', version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await api.handle.query(`UPDATE ideas SET status_changed_at = now() - make_interval(secs => $2) WHERE id = $1`, [id, (daysAgo * DAY) / 1000]);
    return id;
  }
  const appeal = (sub: string, id: string, body: Record<string, unknown> = { subject: 'rejection', reason: 'The line was measured wrongly.' }) =>
    http.post(sub, `/ideas/${id}/appeals`, body);

  it('the submitter appeals within the period; the idea managers get a task and a notification; the history keeps it', async () => {
    const id = await rejectedIdea(3);
    const before = await http.get(USERS.creator.sub, `/ideas/${id}/appeals`);
    expect(before.status).toBe(200);
    expect(before.body.appealable).toHaveLength(1);
    expect(before.body.appealable[0].subject).toBe('rejection');
    expect(before.body.periodDays).toBe(DEFAULT_APPEAL_PERIOD_DAYS);
    expect(before.body.mayDecide).toBe(false);

    const res = await appeal(USERS.creator.sub, id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ subject: 'rejection', outcome: null, appellantName: 'Chris Creator' });

    const tasks = await http.get(IDEA_MANAGER.sub, '/tasks');
    expect(tasks.body.tasks.filter((t: { id: string }) => t.id === id).map((t: { kind: string }) => t.kind)).toEqual(['decideAppeal']);
    const notes = await http.get(IDEA_MANAGER.sub, '/notifications');
    expect(notes.body.notifications.some((n: { ideaId: string; kind: string }) => n.ideaId === id && n.kind === 'appealFiled')).toBe(true);
    expect((await historyOf(api, id)).map((h) => h.field_name)).toEqual(expect.arrayContaining(['appeal', 'appealSubject']));

    // Nothing more to appeal while it is open.
    expect((await appeal(USERS.creator.sub, id)).body.code).toBe('APPEAL_PENDING');
    expect((await http.get(USERS.creator.sub, `/ideas/${id}/appeals`)).body.appealable).toEqual([]);
  });

  it('on the deadline day still on time, after the period 409 APPEAL_PERIOD_OVER with the deadline; nothing stored', async () => {
    const onTime = await rejectedIdea(DEFAULT_APPEAL_PERIOD_DAYS - 0.01);
    expect((await appeal(USERS.creator.sub, onTime)).status).toBe(201);
    const late = await rejectedIdea(DEFAULT_APPEAL_PERIOD_DAYS + 0.01);
    const res = await appeal(USERS.creator.sub, late);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('APPEAL_PERIOD_OVER');
    expect(Date.parse(res.body.details[0].message)).toBeLessThan(Date.now());
    expect(appealErrorMessages.de.APPEAL_PERIOD_OVER).toContain('Einspruchsfrist');
    expect(await count(api, 'idea_appeals', 'idea_id = $1', [late])).toBe(0);
  });

  it('the premium rule set\'s period applies; without a rule set in force, the tenant setting', async () => {
    const [rules] = await api.handle.query<{ id: string; appeal_period_days: number; valid_from: string }>(
      `SELECT id, appeal_period_days, valid_from::text FROM premium_rule_sets WHERE tenant_id = $1 ORDER BY version DESC LIMIT 1`,
      [DEMO_TENANT_ID],
    );
    expect(rules, 'the demo tenant has a rule set').toBeDefined();
    await api.handle.query(`UPDATE premium_rule_sets SET appeal_period_days = 2 WHERE id = $1`, [rules!.id]);
    try {
      expect((await appeal(USERS.creator.sub, await rejectedIdea(3))).body.code).toBe('APPEAL_PERIOD_OVER');
      expect((await appeal(USERS.creator.sub, await rejectedIdea(1))).status).toBe(201);
      // No rule version in force on the submission day: the tenant setting decides.
      await api.handle.query(`UPDATE premium_rule_sets SET valid_from = '2999-01-01' WHERE tenant_id = $1`, [DEMO_TENANT_ID]);
      await api.handle.query(
        `INSERT INTO tenant_settings (tenant_id, appeal_period_days) VALUES ($1, 5) ON CONFLICT (tenant_id) DO UPDATE SET appeal_period_days = 5`,
        [DEMO_TENANT_ID],
      );
      expect((await appeal(USERS.creator.sub, await rejectedIdea(6))).body.code).toBe('APPEAL_PERIOD_OVER');
      expect((await appeal(USERS.creator.sub, await rejectedIdea(3))).status).toBe(201);
    } finally {
      await api.handle.query(`UPDATE premium_rule_sets SET appeal_period_days = $2, valid_from = $3::date WHERE id = $1`, [rules!.id, rules!.appeal_period_days, rules!.valid_from]);
      await api.handle.query(`UPDATE tenant_settings SET appeal_period_days = 28`);
    }
  });

  it('only the submitter appeals; an idea that is not rejected has nothing to appeal; bad input 400; another tenant 404', async () => {
    const id = await rejectedIdea();
    for (const sub of [USERS.admin.sub, USERS.evaluator.sub, USERS.viewer.sub, IDEA_MANAGER.sub]) {
      const res = await appeal(sub, id);
      expect(res.status, sub).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect((await appeal(USERS.otherTenant.sub, id)).status).toBe(404);
    const open = await submittedIdea(api);
    expect((await appeal(USERS.creator.sub, open.id)).body.code).toBe('NOT_APPEALABLE');
    // The premium: none decided yet.
    expect((await appeal(USERS.creator.sub, id, { subject: 'premium', reason: 'Too low' })).body.code).toBe('NOT_APPEALABLE');
    for (const body of [{ subject: 'rejection', reason: '' }, { subject: 'other', reason: 'x' }, { subject: 'rejection' }, { subject: 'rejection', reason: 'x', extra: 1 }]) {
      const res = await appeal(USERS.creator.sub, id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('deciding: ADMIN and idea managers only (403 for every other role), once; upheld reopens the idea, the submitter hears of it', async () => {
    const id = await rejectedIdea();
    const { body: created } = await appeal(USERS.creator.sub, id);
    const decide = (sub: string, body: Record<string, unknown> = { outcome: 'upheld', reason: 'The measurement was wrong indeed.' }) =>
      http.post(sub, `/ideas/${id}/appeals/${created.id}/decision`, body);
    for (const sub of [USERS.evaluator.sub, USERS.viewer.sub, USERS.otherCreator.sub, WORKS_COUNCIL.sub, USERS.creator.sub]) {
      const res = await decide(sub);
      expect(res.status, sub).toBe(403);
    }
    expect((await decide(USERS.otherTenant.sub)).status).toBe(404);
    expect((await http.post(IDEA_MANAGER.sub, `/ideas/${id}/appeals/apl-missing/decision`, { outcome: 'upheld', reason: 'x' })).status).toBe(404);
    expect((await decide(IDEA_MANAGER.sub, { outcome: 'maybe', reason: 'x' })).status).toBe(400);

    const res = await decide(IDEA_MANAGER.sub);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'upheld', decidedByName: 'Priya Sharma', decisionReason: 'The measurement was wrong indeed.' });
    expect((await decide(USERS.admin.sub)).status).toBe(409);

    const [idea] = await api.handle.query<{ status: string }>('SELECT status FROM ideas WHERE id = $1', [id]);
    expect(idea?.status).toBe('first_assessment');
    const tasks = await http.get(IDEA_MANAGER.sub, '/tasks');
    expect(tasks.body.tasks.some((t: { id: string; kind: string }) => t.id === id && t.kind === 'decideAppeal')).toBe(false);
    const notes = await http.get(USERS.creator.sub, '/notifications');
    const decided = notes.body.notifications.find((n: { ideaId: string; kind: string }) => n.ideaId === id && n.kind === 'appealDecided');
    expect(decided).toMatchObject({ newValue: 'upheld', concernsYou: true });
  });

  it('the case-file PDF keeps the appeal and its decision, in German', async () => {
    const id = await rejectedIdea();
    const { body: created } = await appeal(USERS.creator.sub, id, { subject: 'rejection', reason: 'Die Messung war falsch.' });
    await http.post(IDEA_MANAGER.sub, `/ideas/${id}/appeals/${created.id}/decision`, { outcome: 'dismissed', reason: 'Messung bestätigt.' });
    const res = await api.app.inject({ url: `/ideas/${id}/export.pdf?lang=de`, headers: { authorization: `Bearer ${await api.token(USERS.creator.sub)}` } });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const expected of ['Einsprüche', 'Einspruch von Chris Creator', 'Ablehnung: Die Messung war falsch.', 'Zurückgewiesen (Priya Sharma', 'Messung bestätigt.']) {
      expect(text).toContain(expected);
    }
  });

  it('ADMIN may decide; a dismissed appeal leaves the idea rejected and cannot be appealed again', async () => {
    const id = await rejectedIdea();
    const { body: created } = await appeal(USERS.creator.sub, id);
    const res = await http.post(USERS.admin.sub, `/ideas/${id}/appeals/${created.id}/decision`, { outcome: 'dismissed', reason: 'Nothing new.' });
    expect(res.status).toBe(200);
    const [idea] = await api.handle.query<{ status: string }>('SELECT status FROM ideas WHERE id = $1', [id]);
    expect(idea?.status).toBe('rejected');
    expect((await appeal(USERS.creator.sub, id)).body.code).toBe('NOT_APPEALABLE');
    const list = await http.get(USERS.viewer.sub, `/ideas/${id}/appeals`);
    expect(list.status).toBe(200);
    expect(list.body.appeals[0]).toMatchObject({ outcome: 'dismissed', decidedByName: 'Ada Admin' });
    expect(list.body.mayDecide).toBe(false);
  });
});
