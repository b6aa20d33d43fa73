/**
 * Every ideas endpoint for every kind of caller, as a table: admin, evaluator, the idea's
 * submitter, a CREATORS user who is not on the idea, a viewer and a user of another tenant.
 * A refused call (4xx) must leave the idea exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { json, multipart, PDF, setStatus, upload, USERS, VALID_IDEA } from './support/ideas';

type Role = 'admin' | 'evaluator' | 'submitter' | 'otherCreator' | 'viewer' | 'otherTenant';
const ROLES: Role[] = ['admin', 'evaluator', 'submitter', 'otherCreator', 'viewer', 'otherTenant'];
const SUB: Record<Role, string> = {
  admin: USERS.admin.sub,
  evaluator: USERS.evaluator.sub,
  submitter: USERS.creator.sub,
  otherCreator: USERS.otherCreator.sub,
  viewer: USERS.viewer.sub,
  otherTenant: USERS.otherTenant.sub,
};
/** A contributor the fixtures add (CREATORS, not one of the callers above). */
const CONTRIBUTOR = 'u-thomas-weber';

interface Fixture {
  id: string;
  version: number;
  commentId: string;
  attachmentId: string;
}
type Setup = { status?: 'draft' | 'first_assessment' | 'review'; visibility?: 'organization' | 'people'; contributor?: boolean; comment?: boolean; attachment?: boolean };
type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: (f: Fixture) => string; body?: (f: Fixture) => unknown; multipart?: boolean };
interface Case {
  name: string;
  setup: Setup;
  call: Call;
  expect: Record<Role, number>;
}

const all = (ok: number): Record<Role, number> => ({ admin: ok, evaluator: ok, submitter: ok, otherCreator: ok, viewer: ok, otherTenant: 404 });
const managers = (ok: number): Record<Role, number> => ({ admin: ok, evaluator: 403, submitter: ok, otherCreator: 403, viewer: 403, otherTenant: 404 });
/** Drafts are private to their creators: everybody else gets 404. */
const draftOwner = (ok: number): Record<Role, number> => ({ admin: 404, evaluator: 404, submitter: ok, otherCreator: 404, viewer: 404, otherTenant: 404 });

const CASES: Case[] = [
  { name: 'GET /ideas/{id}', setup: {}, call: { method: 'GET', url: (f) => `/ideas/${f.id}` }, expect: all(200) },
  {
    name: 'GET /ideas/{id} (shared with named people)',
    setup: { visibility: 'people' },
    call: { method: 'GET', url: (f) => `/ideas/${f.id}` },
    expect: { admin: 200, evaluator: 200, submitter: 200, otherCreator: 200, viewer: 404, otherTenant: 404 },
  },
  { name: 'GET /ideas/{id} (draft)', setup: { status: 'draft' }, call: { method: 'GET', url: (f) => `/ideas/${f.id}` }, expect: draftOwner(200) },
  // IDEA_HISTORY: whoever counts as VIEWERS on the idea (a viewer, a creator who is no participant) may not.
  {
    name: 'GET /ideas/{id}/history',
    setup: {},
    call: { method: 'GET', url: (f) => `/ideas/${f.id}/history` },
    expect: { admin: 200, evaluator: 200, submitter: 200, otherCreator: 403, viewer: 403, otherTenant: 404 },
  },
  { name: 'PATCH /ideas/{id}', setup: {}, call: { method: 'PATCH', url: (f) => `/ideas/${f.id}`, body: (f) => ({ version: f.version, location: 'Augsburg' }) }, expect: managers(200) },
  {
    name: 'PATCH /ideas/{id} (review: not editable)',
    setup: { status: 'review' },
    call: { method: 'PATCH', url: (f) => `/ideas/${f.id}`, body: (f) => ({ version: f.version, location: 'Augsburg' }) },
    expect: { ...managers(409) },
  },
  { name: 'POST /ideas/{id}/submit', setup: { status: 'draft' }, call: { method: 'POST', url: (f) => `/ideas/${f.id}/submit` }, expect: draftOwner(200) },
  { name: 'DELETE /ideas/{id}', setup: { status: 'draft' }, call: { method: 'DELETE', url: (f) => `/ideas/${f.id}` }, expect: draftOwner(204) },
  { name: 'DELETE /ideas/{id} (submitted)', setup: {}, call: { method: 'DELETE', url: (f) => `/ideas/${f.id}` }, expect: { admin: 409, evaluator: 409, submitter: 409, otherCreator: 409, viewer: 409, otherTenant: 404 } },
  {
    name: 'POST /ideas/{id}/revision-requests',
    setup: { status: 'review' },
    call: { method: 'POST', url: (f) => `/ideas/${f.id}/revision-requests`, body: () => ({ message: 'Please add the cost estimate to the solution.' }) },
    expect: managers(201),
  },
  { name: 'GET /ideas/{id}/revision-requests', setup: {}, call: { method: 'GET', url: (f) => `/ideas/${f.id}/revision-requests` }, expect: all(200) },
  { name: 'POST /ideas/{id}/contributors', setup: {}, call: { method: 'POST', url: (f) => `/ideas/${f.id}/contributors`, body: () => ({ userId: 'u-leonie-wagner' }) }, expect: managers(200) },
  { name: 'DELETE /ideas/{id}/contributors/{userId}', setup: { contributor: true }, call: { method: 'DELETE', url: (f) => `/ideas/${f.id}/contributors/${CONTRIBUTOR}` }, expect: managers(204) },
  { name: 'GET /ideas/{id}/comments', setup: { comment: true }, call: { method: 'GET', url: (f) => `/ideas/${f.id}/comments` }, expect: all(200) },
  { name: 'POST /ideas/{id}/comments', setup: {}, call: { method: 'POST', url: (f) => `/ideas/${f.id}/comments`, body: () => ({ text: 'Sounds good!' }) }, expect: all(201) },
  {
    name: 'POST /ideas/{id}/comments (shared with named people)',
    setup: { visibility: 'people' },
    call: { method: 'POST', url: (f) => `/ideas/${f.id}/comments`, body: () => ({ text: 'Sounds good!' }) },
    expect: { admin: 201, evaluator: 201, submitter: 201, otherCreator: 201, viewer: 404, otherTenant: 404 },
  },
  { name: 'DELETE /ideas/{id}/comments/{commentId} (the submitter’s)', setup: { comment: true }, call: { method: 'DELETE', url: (f) => `/ideas/${f.id}/comments/${f.commentId}` }, expect: managers(204) },
  { name: 'PUT /ideas/{id}/follow', setup: {}, call: { method: 'PUT', url: (f) => `/ideas/${f.id}/follow` }, expect: all(200) },
  { name: 'DELETE /ideas/{id}/follow', setup: {}, call: { method: 'DELETE', url: (f) => `/ideas/${f.id}/follow` }, expect: all(200) },
  { name: 'POST /ideas/{id}/like', setup: {}, call: { method: 'POST', url: (f) => `/ideas/${f.id}/like` }, expect: all(200) },
  { name: 'POST /ideas/{id}/views', setup: {}, call: { method: 'POST', url: (f) => `/ideas/${f.id}/views` }, expect: all(200) },
  { name: 'GET /ideas/{id}/attachments', setup: { attachment: true }, call: { method: 'GET', url: (f) => `/ideas/${f.id}/attachments` }, expect: all(200) },
  { name: 'POST /ideas/{id}/attachments', setup: {}, call: { method: 'POST', url: (f) => `/ideas/${f.id}/attachments`, multipart: true }, expect: managers(201) },
  { name: 'GET /ideas/{id}/attachments/{attachmentId}', setup: { attachment: true }, call: { method: 'GET', url: (f) => `/ideas/${f.id}/attachments/${f.attachmentId}` }, expect: all(200) },
  { name: 'DELETE /ideas/{id}/attachments/{attachmentId}', setup: { attachment: true }, call: { method: 'DELETE', url: (f) => `/ideas/${f.id}/attachments/${f.attachmentId}` }, expect: managers(204) },
  { name: 'GET /ideas/{id}/export.pdf', setup: {}, call: { method: 'GET', url: (f) => `/ideas/${f.id}/export.pdf` }, expect: all(200) },
];

describe.each(targets)('ideas permissions on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  async function prepare(setup: Setup): Promise<Fixture> {
    const body = setup.visibility === 'people' ? { ...VALID_IDEA, visibility: 'people', visibleTo: [USERS.otherCreator.id] } : VALID_IDEA;
    const created = await http.post(SUB.submitter, '/ideas', body);
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    const status = setup.status ?? 'first_assessment';
    if (status !== 'draft') expect((await http.post(SUB.submitter, `/ideas/${id}/submit`)).status).toBe(200);
    if (status === 'review') await setStatus(api, id, 'review');
    if (setup.contributor) expect((await http.post(SUB.submitter, `/ideas/${id}/contributors`, { userId: CONTRIBUTOR })).status).toBe(200);
    const commentId = setup.comment ? (await http.post(SUB.submitter, `/ideas/${id}/comments`, { text: 'My own note' })).body.id : 'none';
    const attachmentId = setup.attachment ? (await upload(api, SUB.submitter, id, [{ filename: 'plan.pdf', content: PDF }])).body[0].id : 'none';
    const version = (await api.handle.query<{ version: number }>('SELECT version FROM ideas WHERE id = $1', [id]))[0]!.version;
    return { id, version, commentId, attachmentId };
  }

  /** Everything a call could change about an idea. */
  async function snapshot(id: string) {
    const [row] = await api.handle.query(
      `SELECT i.version, i.status, i.title, i.location, i.likes, i.views, i.updated_at,
        (SELECT count(*)::int FROM idea_history h WHERE h.idea_id = i.id) AS history,
        (SELECT count(*)::int FROM idea_contributors c WHERE c.idea_id = i.id) AS contributors,
        (SELECT count(*)::int FROM idea_comments c WHERE c.idea_id = i.id AND c.deleted_at IS NULL) AS comments,
        (SELECT count(*)::int FROM idea_attachments a WHERE a.idea_id = i.id) AS attachments,
        (SELECT count(*)::int FROM idea_followers f WHERE f.idea_id = i.id) AS followers,
        (SELECT count(*)::int FROM idea_likes l WHERE l.idea_id = i.id) AS likes_rows,
        (SELECT count(*)::int FROM idea_views v WHERE v.idea_id = i.id) AS views_rows,
        (SELECT count(*)::int FROM idea_revision_requests r WHERE r.idea_id = i.id) AS revision_requests
       FROM ideas i WHERE i.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async function run(call: Call, sub: string, f: Fixture) {
    if (call.multipart) {
      const { payload, headers } = multipart([{ filename: 'extra.pdf', content: PDF }]);
      return api.as(sub, call.url(f), { method: 'POST', payload, headers });
    }
    const body = call.body?.(f);
    return api.as(sub, call.url(f), { method: call.method, ...(body === undefined ? {} : { payload: body as Record<string, unknown> }) });
  }

  describe.each(CASES)('$name', (c) => {
    it.each(ROLES)('%s', async (role) => {
      const fixture = await prepare(c.setup);
      const before = await snapshot(fixture.id);
      const res = await run(c.call, SUB[role], fixture);
      expect(res.status, `${role}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(c.expect[role]);
      if (res.status >= 400) {
        expect(res.body.code).toMatch(/^[A-Z_]+$/);
        expect(await snapshot(fixture.id)).toEqual(before);
      }
    });
  });

  describe('tenant-wide endpoints', () => {
    it.each(ROLES)('%s: lists and similar ideas only show what the caller may see', async (role) => {
      const open = await prepare({});
      const draft = await prepare({ status: 'draft' });
      const list = await http.get(SUB[role], '/ideas?limit=1000');
      expect(list.status).toBe(200);
      const listed = list.body.ideas.map((i: { id: string }) => i.id);
      expect(listed.includes(open.id)).toBe(role !== 'otherTenant');
      expect(listed.includes(draft.id)).toBe(role === 'submitter');
      const similar = await http.get(SUB[role], `/ideas/similar?${new URLSearchParams({ title: VALID_IDEA.title })}`);
      expect(similar.status).toBe(200);
      const suggested = similar.body.ideas.map((i: { id: string }) => i.id);
      if (role === 'otherTenant') expect(suggested).toEqual([]);
      else expect(suggested.length).toBeGreaterThan(0);
      if (role !== 'submitter') expect(suggested).not.toContain(draft.id);
      expect((await http.get(SUB[role], '/categories')).status).toBe(200);
      // Every signed-in employee may start an idea, whatever their role (in their own tenant).
      const created = await http.post(SUB[role], '/ideas', { title: 'Anyone may start an idea' });
      expect(created.status).toBe(201);
    });
  });
});
