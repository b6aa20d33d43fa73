import { NotificationListResponse, type NotificationItem } from '@idea-portal/contracts';
import type { MailMessage } from '@idea-portal/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DIGEST_JOB, runSavedSearchDigest } from '../src/modules/saved-searches/digest';
import { apiOn, targets, type TestApi } from './support/api';
import { count, createIdea, json, submittedIdea, USERS, VALID_IDEA } from './support/ideas';

const { creator, viewer, otherCreator, evaluator, otherTenant } = USERS;
const APP_URL = 'https://portal.example.com';
const heatQuery = { q: 'Wärmetauscher', category: ['cat-sustainability'] };

describe.each(targets)('saved-search subscriptions and digest on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.handle.query('DELETE FROM saved_searches');
    await api.handle.query('DELETE FROM api_job_runs');
    await api.handle.query("UPDATE users SET preferred_language = 'en' WHERE id = $1", [viewer.id]);
  });

  const subscribe = async (sub: string, query: object = heatQuery, emailDigest = false, name = 'Heat') => {
    const res = await http.post(sub, '/me/saved-searches', { name, query, subscribed: true, emailDigest });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  const matchesOf = async (sub: string): Promise<NotificationItem[]> => {
    const res = await http.get(sub, '/notifications');
    expect(res.status).toBe(200);
    return NotificationListResponse.parse(res.body).notifications.filter((n) => n.kind === 'savedSearchMatch');
  };
  /** Shares the idea with a unit the viewer is not in: the viewer no longer sees it. */
  const hideFromViewer = async (ideaId: string) => {
    const [me] = await api.handle.query<{ unit: string | null }>('SELECT organizational_unit_id AS unit FROM users WHERE id = $1', [viewer.id]);
    const unit = me?.unit === 'ou-sales' ? 'ou-rnd' : 'ou-sales';
    await api.handle.query("UPDATE ideas SET visibility = 'unit', organizational_unit_id = $2 WHERE id = $1", [ideaId, unit]);
  };
  const sent = () => {
    const mails: MailMessage[] = [];
    return { mails, mailer: { send: async (m: MailMessage) => void mails.push(m) } };
  };

  it('notifies a subscriber once when a matching idea is submitted, with its title, the search name and a link target', async () => {
    await subscribe(viewer.sub);
    const unrelated = await subscribe(evaluator.sub, { q: 'Kantine' }, false, 'Canteen');
    const { id, version } = await submittedIdea(api, creator.sub);
    const [match, ...more] = await matchesOf(viewer.sub);
    expect(more).toEqual([]);
    expect(match).toMatchObject({ kind: 'savedSearchMatch', ideaId: id, title: VALID_IDEA.title, newValue: 'Heat', actorName: 'Chris Creator' });
    expect(await matchesOf(evaluator.sub)).toEqual([]);
    expect(await count(api, 'saved_search_matches', 'saved_search_id = $1', [unrelated])).toBe(0);
    // Another edit that widens visibility does not notify a second time.
    const widen = await http.patch(creator.sub, `/ideas/${id}`, { visibility: 'people', visibleTo: [viewer.id], version });
    expect(widen.status, JSON.stringify(widen.body)).toBe(200);
    expect((await http.patch(creator.sub, `/ideas/${id}`, { visibility: 'organization', version: widen.body.version })).status).toBe(200);
    expect(await matchesOf(viewer.sub)).toHaveLength(1);
  });

  it('never for ideas the person may not see, nor drafts, nor their own, nor another tenant', async () => {
    await subscribe(viewer.sub);
    await subscribe(otherCreator.sub);
    await subscribe(creator.sub);
    await subscribe(otherTenant.sub);
    // Shared with Anna Becker only: the viewer may not see it.
    const { id } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, visibility: 'people', visibleTo: [otherCreator.id] });
    expect(await matchesOf(viewer.sub)).toEqual([]);
    expect((await matchesOf(otherCreator.sub)).map((n) => n.ideaId)).toEqual([id]);
    expect(await matchesOf(creator.sub)).toEqual([]); // own idea
    expect(await matchesOf(otherTenant.sub)).toEqual([]);
    // A draft matches nobody.
    const draft = await createIdea(api, creator.sub);
    expect(await count(api, 'saved_search_matches', 'idea_id = $1', [draft.id])).toBe(0);
    // Contributors are creators of the idea too.
    const withAnna = await createIdea(api, creator.sub);
    expect((await http.post(creator.sub, `/ideas/${withAnna.id}/contributors`, { userId: otherCreator.id })).status).toBe(200);
    expect((await http.post(creator.sub, `/ideas/${withAnna.id}/submit`)).status).toBe(200);
    expect((await matchesOf(otherCreator.sub)).map((n) => n.ideaId)).toEqual([id]);
  });

  it('notifies when a submitted idea moves into visibility for the person', async () => {
    await subscribe(viewer.sub);
    const { id, version } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, visibility: 'people', visibleTo: [otherCreator.id] });
    expect(await matchesOf(viewer.sub)).toEqual([]);
    const res = await http.patch(creator.sub, `/ideas/${id}`, { visibility: 'organization', version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await matchesOf(viewer.sub)).map((n) => n.ideaId)).toEqual([id]);
  });

  it('only subscribed searches notify, and a notification disappears when the person can no longer see the idea', async () => {
    const ss = await subscribe(viewer.sub);
    await http.patch(viewer.sub, `/me/saved-searches/${ss}`, { subscribed: false });
    await submittedIdea(api, creator.sub);
    expect(await matchesOf(viewer.sub)).toEqual([]);
    await http.patch(viewer.sub, `/me/saved-searches/${ss}`, { subscribed: true });
    const { id } = await submittedIdea(api, creator.sub);
    expect((await matchesOf(viewer.sub)).map((n) => n.ideaId)).toEqual([id]);
    await hideFromViewer(id);
    expect(await matchesOf(viewer.sub)).toEqual([]);
  });

  it('the daily digest mails the matches once, grouped by search, in the person’s language, and respects the opt-out', async () => {
    await subscribe(viewer.sub, heatQuery, true, 'Heat');
    await subscribe(viewer.sub, { q: 'Härterei' }, true, 'Hardening shop');
    await subscribe(otherCreator.sub, heatQuery, false); // notified in the app, no mail
    await api.handle.query("UPDATE users SET preferred_language = 'de' WHERE id = $1", [viewer.id]);
    const a = await submittedIdea(api, creator.sub);
    const b = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Abwärme der Härterei für die Halle nutzen' });
    expect(await matchesOf(otherCreator.sub)).toHaveLength(2);

    const first = sent();
    const result = await runSavedSearchDigest(api.handle.db, { mailer: first.mailer, appUrl: APP_URL, now: new Date('2026-11-23T06:00:00Z') });
    expect(result).toEqual({ ran: true, sent: ['viewer@example.com'], failed: [] });
    expect(first.mails).toHaveLength(1);
    const [mail] = first.mails;
    expect(mail?.to).toBe('viewer@example.com');
    expect(mail?.subject).toBe('2 neue Ideen zu Ihren gespeicherten Suchen');
    expect(mail?.text).toContain('Hallo Vera,');
    expect(mail?.text).toContain('Heat:');
    expect(mail?.text).toContain('Hardening shop:');
    expect(mail?.text).toContain(`${APP_URL}/app/ideas/${a.id}`);
    expect(mail?.text).toContain(`${APP_URL}/app/ideas/${b.id}`);
    expect(mail?.text).toContain(VALID_IDEA.title);

    // A second run the same day (another instance) sends nothing; the next day has nothing new.
    const again = sent();
    expect(await runSavedSearchDigest(api.handle.db, { mailer: again.mailer, appUrl: APP_URL, now: new Date('2026-11-23T06:10:00Z') })).toMatchObject({ ran: false });
    expect(await runSavedSearchDigest(api.handle.db, { mailer: again.mailer, appUrl: APP_URL, now: new Date('2026-11-24T06:00:00Z') })).toMatchObject({ ran: true, sent: [] });
    expect(again.mails).toEqual([]);
    expect(await count(api, 'api_job_runs', 'job = $1', [DIGEST_JOB])).toBe(2);
  });

  it('two instances racing for the same day send one digest', async () => {
    await subscribe(viewer.sub, heatQuery, true);
    await submittedIdea(api, creator.sub);
    const one = sent();
    const two = sent();
    const now = new Date('2026-12-01T07:00:00Z');
    const results = await Promise.all([
      runSavedSearchDigest(api.handle.db, { mailer: one.mailer, appUrl: APP_URL, now }),
      runSavedSearchDigest(api.handle.db, { mailer: two.mailer, appUrl: APP_URL, now }),
    ]);
    expect(results.filter((r) => r.ran)).toHaveLength(1);
    expect(one.mails.length + two.mails.length).toBe(1);
  });

  it('leaves out ideas the person can no longer see, and retries a failed mail the next day', async () => {
    await subscribe(viewer.sub, heatQuery, true);
    const hidden = await submittedIdea(api, creator.sub);
    await hideFromViewer(hidden.id);
    const none = sent();
    expect(await runSavedSearchDigest(api.handle.db, { mailer: none.mailer, appUrl: APP_URL, now: new Date('2026-12-02T06:00:00Z') })).toMatchObject({ ran: true, sent: [] });
    expect(none.mails).toEqual([]);

    const { id } = await submittedIdea(api, creator.sub);
    const failing = { send: async () => Promise.reject(new Error('SMTP down')) };
    expect(await runSavedSearchDigest(api.handle.db, { mailer: failing, appUrl: APP_URL, now: new Date('2026-12-03T06:00:00Z') })).toMatchObject({ failed: ['viewer@example.com'] });
    const retry = sent();
    expect(await runSavedSearchDigest(api.handle.db, { mailer: retry.mailer, appUrl: APP_URL, now: new Date('2026-12-04T06:00:00Z') })).toMatchObject({ sent: ['viewer@example.com'] });
    expect(retry.mails[0]?.text).toContain(`/app/ideas/${id}`);
    expect(retry.mails[0]?.text).not.toContain(hidden.id);
    expect(retry.mails[0]?.subject).toBe('A new idea for your saved searches');
  });
});
