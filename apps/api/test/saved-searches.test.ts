import { SAVED_SEARCH_LIMITS, SavedSearch, SavedSearchListResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { count, json, USERS } from './support/ideas';

const { creator, viewer, otherTenant, admin } = USERS;
const query = { q: 'heat recovery', status: ['first_assessment' as const], category: ['cat-sustainability'], sort: 'likes' as const };

describe.each(targets)('saved searches on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  const names = async (sub: string) => SavedSearchListResponse.parse((await http.get(sub, '/me/saved-searches')).body).savedSearches.map((s) => s.name);
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  it('creates, lists in order, renames, replaces the query and deletes', async () => {
    const empty = await http.get(viewer.sub, '/me/saved-searches');
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ savedSearches: [], limit: SAVED_SEARCH_LIMITS.perUser });

    const created = await http.post(viewer.sub, '/me/saved-searches', { name: '  Heat  ', query });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const first = SavedSearch.parse(created.body);
    expect(first).toMatchObject({ name: 'Heat', query, position: 0, subscribed: false, emailDigest: false });
    const second = SavedSearch.parse((await http.post(viewer.sub, '/me/saved-searches', { name: 'Drafts', query: { status: ['draft'] } })).body);
    expect(second.position).toBe(1);
    expect(await names(viewer.sub)).toEqual(['Heat', 'Drafts']);

    const renamed = await http.patch(viewer.sub, `/me/saved-searches/${first.id}`, { name: 'Waste heat' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Waste heat', query, position: 0 });
    const requery = await http.patch(viewer.sub, `/me/saved-searches/${first.id}`, { query: { q: 'abwärme', sort: 'date' } });
    expect(requery.body.query).toEqual({ q: 'abwärme', sort: 'date' });

    expect((await http.del(viewer.sub, `/me/saved-searches/${first.id}`)).status).toBe(204);
    const after = SavedSearchListResponse.parse((await http.get(viewer.sub, '/me/saved-searches')).body).savedSearches;
    expect(after.map((s) => [s.name, s.position])).toEqual([['Drafts', 0]]);
    expect((await http.del(viewer.sub, `/me/saved-searches/${first.id}`)).status).toBe(404);
    await http.del(viewer.sub, `/me/saved-searches/${second.id}`);
  });

  it('reorders to an explicit position and keeps positions dense', async () => {
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push((await http.post(creator.sub, '/me/saved-searches', { name, query: { q: name } })).body.id);
    const [a, , c, d] = ids as [string, string, string, string];
    expect((await http.patch(creator.sub, `/me/saved-searches/${d}`, { position: 0 })).body.position).toBe(0);
    expect(await names(creator.sub)).toEqual(['D', 'A', 'B', 'C']);
    await http.patch(creator.sub, `/me/saved-searches/${a}`, { position: 99 });
    expect(await names(creator.sub)).toEqual(['D', 'B', 'C', 'A']);
    await http.patch(creator.sub, `/me/saved-searches/${c}`, { position: 1 });
    expect(await names(creator.sub)).toEqual(['D', 'C', 'B', 'A']);
    const list = SavedSearchListResponse.parse((await http.get(creator.sub, '/me/saved-searches')).body).savedSearches;
    expect(list.map((s) => s.position)).toEqual([0, 1, 2, 3]);
    for (const id of ids) await http.del(creator.sub, `/me/saved-searches/${id}`);
  });

  it("another person's saved search answers 404 and stays unchanged, in the same tenant and in another", async () => {
    const mine = SavedSearch.parse((await http.post(viewer.sub, '/me/saved-searches', { name: 'Private', query: { q: 'x' } })).body);
    for (const sub of [creator.sub, admin.sub, otherTenant.sub]) {
      expect((await http.patch(sub, `/me/saved-searches/${mine.id}`, { name: 'Stolen' })).status).toBe(404);
      expect((await http.del(sub, `/me/saved-searches/${mine.id}`)).status).toBe(404);
      expect(await names(sub)).not.toContain('Private');
    }
    expect(await names(viewer.sub)).toContain('Private');
    expect((await http.get(null, '/me/saved-searches')).status).toBe(401);
    await http.del(viewer.sub, `/me/saved-searches/${mine.id}`);
  });

  it('validates names and queries with stable codes and message keys', async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: '   ', query: {} }, 'savedSearch.nameRequired'],
      [{ name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1), query: {} }, 'savedSearch.nameTooLong'],
      [{ name: 'ok', query: { q: 'x', nope: 1 } }, 'savedSearch.unknownField'],
      [{ name: 'ok', query: {}, extra: true }, 'savedSearch.unknownField'],
    ];
    for (const [body, key] of cases) {
      const res = await http.post(viewer.sub, '/me/saved-searches', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.body.details)).toContain(key);
    }
    expect((await http.post(viewer.sub, '/me/saved-searches', { name: 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax), query: {} })).status).toBe(201);
    const s = (await http.post(viewer.sub, '/me/saved-searches', { name: 'Dup', query: {} })).body;
    const dup = await http.post(viewer.sub, '/me/saved-searches', { name: 'dUP', query: { q: 'y' } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('SAVED_SEARCH_NAME_TAKEN');
    // Another person may use the same name.
    expect((await http.post(creator.sub, '/me/saved-searches', { name: 'Dup', query: {} })).status).toBe(201);
    const other = (await http.post(viewer.sub, '/me/saved-searches', { name: 'Other', query: {} })).body;
    expect((await http.patch(viewer.sub, `/me/saved-searches/${other.id}`, { name: 'dup' })).body.code).toBe('SAVED_SEARCH_NAME_TAKEN');
    expect((await http.patch(viewer.sub, `/me/saved-searches/${s.id}`, {})).status).toBe(400);
    expect((await http.patch(viewer.sub, `/me/saved-searches/${s.id}`, { position: -1 })).status).toBe(400);
    await api.handle.query('DELETE FROM saved_searches');
  });

  it(`keeps at most ${SAVED_SEARCH_LIMITS.perUser} per person (409 SAVED_SEARCH_LIMIT), counted per person`, async () => {
    for (let i = 0; i < SAVED_SEARCH_LIMITS.perUser; i++) {
      expect((await http.post(viewer.sub, '/me/saved-searches', { name: `S${i}`, query: { q: `s${i}` } })).status).toBe(201);
    }
    const over = await http.post(viewer.sub, '/me/saved-searches', { name: 'One too many', query: {} });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('SAVED_SEARCH_LIMIT');
    expect(await count(api, 'saved_searches', 'user_id = $1', [viewer.id])).toBe(SAVED_SEARCH_LIMITS.perUser);
    expect((await http.post(creator.sub, '/me/saved-searches', { name: 'Mine', query: {} })).status).toBe(201);
    await api.handle.query('DELETE FROM saved_searches');
  });

  it('the e-mail digest needs a subscription: unsubscribing turns it off', async () => {
    const s = SavedSearch.parse((await http.post(viewer.sub, '/me/saved-searches', { name: 'Sub', query: {}, emailDigest: true })).body);
    expect(s).toMatchObject({ subscribed: false, emailDigest: false });
    expect((await http.patch(viewer.sub, `/me/saved-searches/${s.id}`, { subscribed: true, emailDigest: true })).body).toMatchObject({ subscribed: true, emailDigest: true });
    expect((await http.patch(viewer.sub, `/me/saved-searches/${s.id}`, { subscribed: false })).body).toMatchObject({ subscribed: false, emailDigest: false });
    await api.handle.query('DELETE FROM saved_searches');
  });
});
