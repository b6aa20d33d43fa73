import { CategoryListResponse, Idea, RevisionRequest, RevisionRequestListResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { count, createIdea, historyOf, ideaState, json, setStatus, submittedIdea, USERS, VALID_IDEA } from './support/ideas';

const { admin, creator, evaluator, otherCreator, otherTenant, viewer } = USERS;

describe.each(targets)('idea writes on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  describe('GET /categories', () => {
    it("lists the caller's tenant's categories by name", async () => {
      const res = await http.get(creator.sub, '/categories');
      expect(res.status).toBe(200);
      const { categories } = CategoryListResponse.parse(res.body);
      expect(categories.map((c) => c.id)).toContain('cat-sustainability');
      expect(categories.map((c) => c.name)).toEqual([...categories.map((c) => c.name)].sort());
      expect((await http.get(otherTenant.sub, '/categories')).body.categories).toEqual([]);
    });
  });

  describe('POST /ideas', () => {
    it('creates a draft with only a title and records "created" in the history', async () => {
      const res = await http.post(creator.sub, '/ideas', { title: 'Halb fertig' });
      expect(res.status).toBe(201);
      const idea = Idea.parse(res.body);
      expect(idea).toMatchObject({ title: 'Halb fertig', status: 'draft', submitterId: creator.id, visibility: 'organization', version: 1, description: '', categoryId: null });
      expect(res.headers.etag).toBe('"1"');
      expect(await historyOf(api, idea.id)).toEqual([{ entity_type: 'idea', field_name: 'created', old_value: null, new_value: 'draft', actor_id: creator.id }]);
    });

    it('accepts a complete idea with restricted visibility', async () => {
      const res = await http.post(creator.sub, '/ideas', { ...VALID_IDEA, location: 'München', visibility: 'people', visibleTo: [viewer.id] });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ category: 'Sustainability', categoryId: 'cat-sustainability', location: 'München', visibility: 'people', visibleTo: [viewer.id], tags: ['energy', 'heat'] });
    });

    it.each([
      ['a too short title', { title: 'ab' }, 'body.title', 'validation.draftTitleTooShort'],
      ['a too long title', { title: 'x'.repeat(151) }, 'body.title', 'validation.titleTooLong'],
      ['a wrong type', { title: 42 }, 'body.title', 'validation.titleRequired'],
      ['too many tags', { title: 'Valid title', tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, 'body.tags', 'validation.tagsTooMany'],
      ['an over-long description', { title: 'Valid title', description: 'x'.repeat(5001) }, 'body.description', 'validation.descriptionTooLong'],
      ['an unknown field', { title: 'Valid title', status: 'accepted' }, 'body', 'validation.unknownField'],
      ['people visibility without people', { title: 'Valid title', visibility: 'people' }, 'body.visibleTo', 'validation.visibleToRequired'],
      ['a javascript: banner', { title: 'Valid title', bannerImage: 'javascript:alert(1)' }, 'body.bannerImage', 'validation.bannerImageInvalid'],
      ['an unknown category', { title: 'Valid title', categoryId: 'cat-nope' }, 'body.categoryId', 'validation.categoryRequired'],
      ['a category of another tenant / unknown person', { title: 'Valid title', visibility: 'people', visibleTo: [otherTenant.id] }, 'body.visibleTo', 'validation.invalidType'],
    ])('refuses %s with 400 and stores nothing', async (_name, body, path, message) => {
      const before = await count(api, 'ideas');
      const res = await http.post(creator.sub, '/ideas', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path, message })]));
      expect(await count(api, 'ideas')).toBe(before);
    });

    it('refuses a non-JSON body and a missing token', async () => {
      expect((await api.as(creator.sub, '/ideas', { method: 'POST', payload: '<title/>', headers: { 'content-type': 'application/xml' } })).status).toBe(415);
      expect((await http.post(null, '/ideas', { title: 'Valid title' })).status).toBe(401);
    });
  });

  describe('PATCH /ideas/{id}', () => {
    it('changes fields, bumps the version and writes one history entry per field in the same step', async () => {
      const { id } = await createIdea(api);
      const res = await http.patch(creator.sub, `/ideas/${id}`, { version: 1, title: 'Neuer Titel für die Idee', categoryId: 'cat-cost', tags: ['energy'], location: 'Augsburg' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ title: 'Neuer Titel für die Idee', category: 'Cost Reduction', location: 'Augsburg', version: 2 });
      expect(res.headers.etag).toBe('"2"');
      const history = (await historyOf(api, id)).slice(1);
      expect(history).toEqual([
        { entity_type: 'idea', field_name: 'title', old_value: VALID_IDEA.title, new_value: 'Neuer Titel für die Idee', actor_id: creator.id },
        { entity_type: 'idea', field_name: 'category', old_value: 'Sustainability', new_value: 'Cost Reduction', actor_id: creator.id },
        { entity_type: 'idea', field_name: 'tags', old_value: 'energy, heat', new_value: 'energy', actor_id: creator.id },
        { entity_type: 'idea', field_name: 'location', old_value: null, new_value: 'Augsburg', actor_id: creator.id },
      ]);
      const api409 = await http.get(creator.sub, `/ideas/${id}/history`);
      expect(api409.body.history[0]).toMatchObject({ fieldName: 'location', actorName: 'Chris Creator' });
    });

    it('a stale version gets 409 VERSION_CONFLICT and nothing changes', async () => {
      const { id } = await createIdea(api);
      expect((await http.patch(creator.sub, `/ideas/${id}`, { version: 1, title: 'First edit wins' })).status).toBe(200);
      const before = await ideaState(api, id);
      const stale = await http.patch(creator.sub, `/ideas/${id}`, { version: 1, title: 'Second tab edit' });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('VERSION_CONFLICT');
      expect(await ideaState(api, id)).toEqual(before);
      expect(before).toMatchObject({ title: 'First edit wins', version: 2 });
    });

    it('of two concurrent edits with the same version exactly one wins', async () => {
      const { id } = await createIdea(api);
      const results = await Promise.all(
        ['Edit from tab one', 'Edit from tab two', 'Edit from tab three'].map((title) => http.patch(creator.sub, `/ideas/${id}`, { version: 1, title })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const winner = results.find((r) => r.status === 200)!.body.title;
      expect(await ideaState(api, id)).toMatchObject({ title: winner, version: 2, history: 2 });
    });

    it('no change keeps the version and writes no history', async () => {
      const { id } = await createIdea(api);
      const res = await http.patch(creator.sub, `/ideas/${id}`, { version: 1, title: VALID_IDEA.title });
      expect(res.body.version).toBe(1);
      expect(await historyOf(api, id)).toHaveLength(1);
    });

    it('requires the version', async () => {
      const { id } = await createIdea(api);
      const res = await http.patch(creator.sub, `/ideas/${id}`, { title: 'No version here' });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual([expect.objectContaining({ path: 'body.version', message: 'validation.versionRequired' })]);
    });

    it('while first_assessment the merged idea must stay complete; later statuses get 409 NOT_EDITABLE', async () => {
      const { id, version } = await submittedIdea(api);
      const short = await http.patch(creator.sub, `/ideas/${id}`, { version, description: 'too short' });
      expect(short.status).toBe(400);
      expect(short.body.details).toEqual([expect.objectContaining({ path: 'body.description', message: 'validation.descriptionTooShort' })]);
      const ok = await http.patch(creator.sub, `/ideas/${id}`, { version, solution: 'Ein anderer, ebenfalls ausreichend langer Lösungsvorschlag.' });
      expect(ok.status).toBe(200);
      await setStatus(api, id, 'review');
      const before = await ideaState(api, id);
      const late = await http.patch(creator.sub, `/ideas/${id}`, { version: ok.body.version, title: 'Too late for this' });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('NOT_EDITABLE');
      expect(await ideaState(api, id)).toEqual(before);
    });

    it('only creators and admins edit; others get 403, other tenants and unknown ids 404', async () => {
      const { id } = await submittedIdea(api);
      for (const sub of [evaluator.sub, otherCreator.sub, viewer.sub]) {
        expect((await http.patch(sub, `/ideas/${id}`, { version: 2, title: 'Not mine to edit' })).status).toBe(403);
      }
      expect((await http.patch(otherTenant.sub, `/ideas/${id}`, { version: 2, title: 'Not mine to edit' })).status).toBe(404);
      expect((await http.patch(creator.sub, '/ideas/idea-does-not-exist', { version: 1, title: 'Nothing here' })).status).toBe(404);
      const byAdmin = await http.patch(admin.sub, `/ideas/${id}`, { version: 2, title: 'Edited by the admin' });
      expect(byAdmin.status).toBe(200);
      expect(await ideaState(api, id)).toMatchObject({ title: 'Edited by the admin', version: 3 });
    });

    it('contributors edit like the submitter', async () => {
      const { id } = await createIdea(api);
      expect((await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: otherCreator.id })).status).toBe(200);
      const res = await http.patch(otherCreator.sub, `/ideas/${id}`, { version: 2, material: 'Stahl' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.material).toBe('Stahl');
    });

    it('changes visibility to named people and back', async () => {
      const { id } = await submittedIdea(api);
      const restricted = await http.patch(creator.sub, `/ideas/${id}`, { version: 2, visibility: 'people', visibleTo: [evaluator.id] });
      expect(restricted.status, JSON.stringify(restricted.body)).toBe(200);
      expect((await http.get(viewer.sub, `/ideas/${id}`)).status).toBe(404);
      const open = await http.patch(creator.sub, `/ideas/${id}`, { version: 3, visibility: 'organization' });
      expect(open.body.visibleTo).toEqual([]);
      expect((await http.get(viewer.sub, `/ideas/${id}`)).status).toBe(200);
      const fields = (await historyOf(api, id)).map((h) => h.field_name);
      expect(fields).toEqual(['created', 'status', 'visibility', 'visibleTo', 'visibility', 'visibleTo']);
    });
  });

  describe('POST /ideas/{id}/submit', () => {
    it('draft -> first_assessment with submittedAt and a status history entry', async () => {
      const { id } = await createIdea(api);
      const res = await http.post(creator.sub, `/ideas/${id}/submit`, { version: 1 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'first_assessment', version: 2 });
      expect(res.body.submittedAt).toBeTruthy();
      expect((await historyOf(api, id)).at(-1)).toMatchObject({ entity_type: 'idea', field_name: 'status', old_value: 'draft', new_value: 'first_assessment' });
      expect((await http.get(viewer.sub, `/ideas/${id}`)).status).toBe(200);
      const again = await http.post(creator.sub, `/ideas/${id}/submit`);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('NOT_EDITABLE');
    });

    it('an incomplete draft is refused with the missing fields and stays a draft', async () => {
      const { id } = await createIdea(api, creator.sub, { title: 'Nur ein Titel' });
      const res = await http.post(creator.sub, `/ideas/${id}/submit`);
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['idea.description', 'idea.solution', 'idea.categoryId']));
      expect(await ideaState(api, id)).toMatchObject({ status: 'draft', version: 1, history: 1 });
    });

    it('honours If-Match', async () => {
      const { id } = await createIdea(api);
      const res = await http.post(creator.sub, `/ideas/${id}/submit`, undefined, { 'if-match': '"7"' });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('VERSION_CONFLICT');
    });
  });

  describe('DELETE /ideas/{id}', () => {
    it('the submitter deletes a draft; submitted ideas are not deleted', async () => {
      const { id } = await createIdea(api);
      expect((await http.del(creator.sub, `/ideas/${id}`)).status).toBe(204);
      expect(await count(api, 'ideas', 'id = $1', [id])).toBe(0);
      expect(await count(api, 'idea_history', 'idea_id = $1', [id])).toBe(0);
      const submitted = await submittedIdea(api);
      const res = await http.del(creator.sub, `/ideas/${submitted.id}`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('NOT_EDITABLE');
    });

    it('a contributor may not delete; a stale version is refused', async () => {
      const { id } = await createIdea(api);
      await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: otherCreator.id });
      expect((await http.del(otherCreator.sub, `/ideas/${id}`)).status).toBe(403);
      expect((await http.del(creator.sub, `/ideas/${id}?version=1`)).body.code).toBe('VERSION_CONFLICT');
      expect(await count(api, 'ideas', 'id = $1', [id])).toBe(1);
    });
  });

  describe('revision requests', () => {
    it('are refused while the idea is editable and recorded (with history) afterwards', async () => {
      const { id } = await submittedIdea(api);
      const early = await http.post(creator.sub, `/ideas/${id}/revision-requests`, { message: 'Please change the title to something shorter.' });
      expect(early.status).toBe(409);
      expect(early.body.code).toBe('CONFLICT');
      await setStatus(api, id, 'review');
      const res = await http.post(creator.sub, `/ideas/${id}/revision-requests`, { message: 'Please change the title to something shorter.' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(RevisionRequest.parse(res.body)).toMatchObject({ ideaId: id, authorName: 'Chris Creator' });
      expect((await historyOf(api, id)).at(-1)).toMatchObject({ entity_type: 'idea', field_name: 'revisionRequest', new_value: 'Please change the title to something shorter.' });
      const list = RevisionRequestListResponse.parse((await http.get(viewer.sub, `/ideas/${id}/revision-requests`)).body);
      expect(list.revisionRequests).toHaveLength(1);
      expect((await http.post(creator.sub, `/ideas/${id}/revision-requests`, { message: 'short' })).status).toBe(400);
      expect((await http.post(viewer.sub, `/ideas/${id}/revision-requests`, { message: 'I am not a creator of this idea.' })).status).toBe(403);
    });
  });

  describe('contributors', () => {
    it('adds and removes a contributor of the same tenant with history entries', async () => {
      const { id } = await submittedIdea(api);
      const added = await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: viewer.id });
      expect(added.status).toBe(200);
      expect(added.body.contributors).toEqual([{ id: viewer.id, name: 'Vera Viewer', picture: null }]);
      const again = await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: viewer.id });
      expect(again.body.version).toBe(added.body.version);
      // The new contributor is a creator now.
      expect((await http.post(viewer.sub, `/ideas/${id}/contributors`, { userId: otherCreator.id })).status).toBe(200);
      const removed = await http.del(creator.sub, `/ideas/${id}/contributors/${otherCreator.id}`);
      expect(removed.status).toBe(204);
      expect(removed.headers.etag).toBe(`"${added.body.version + 2}"`);
      const entries = (await historyOf(api, id)).filter((h) => h.entity_type === 'contributor');
      expect(entries.map((h) => [h.old_value, h.new_value])).toEqual([
        [null, 'Vera Viewer'],
        [null, 'Anna Becker'],
        ['Anna Becker', null],
      ]);
    });

    it('refuses users of another tenant, unknown users, the submitter and unknown fields', async () => {
      const { id } = await submittedIdea(api);
      expect((await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: otherTenant.id })).status).toBe(404);
      expect((await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: 'u-nobody' })).status).toBe(404);
      expect((await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: creator.id })).status).toBe(400);
      expect((await http.post(creator.sub, `/ideas/${id}/contributors`, { userId: viewer.id, role: 'x' })).status).toBe(400);
      expect((await http.del(creator.sub, `/ideas/${id}/contributors/${viewer.id}`)).status).toBe(404);
      expect(await ideaState(api, id)).toMatchObject({ version: 2, history: 2 });
    });
  });

  it('GET /ideas/{id} does not count views and reports the caller flags', async () => {
    const { id } = await submittedIdea(api);
    await http.get(viewer.sub, `/ideas/${id}`);
    const res = await http.get(viewer.sub, `/ideas/${id}`);
    expect(res.body).toMatchObject({ views: 0, following: false, liked: false, commentsCount: 0 });
  });
});
