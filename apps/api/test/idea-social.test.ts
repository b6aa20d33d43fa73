import { FollowingIdeasResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { count, ideaState, json, submittedIdea, USERS } from './support/ideas';

const { creator, evaluator, otherTenant, viewer } = USERS;

describe.each(targets)('follow, like and views on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  it('follow / unfollow are idempotent and feed GET /users/{id}/following-ideas', async () => {
    const { id } = await submittedIdea(api);
    expect((await http.put(viewer.sub, `/ideas/${id}/follow`)).body).toEqual({ following: true });
    expect((await http.put(viewer.sub, `/ideas/${id}/follow`)).body).toEqual({ following: true });
    expect(await count(api, 'idea_followers', 'idea_id = $1', [id])).toBe(1);
    const list = FollowingIdeasResponse.parse((await http.get(viewer.sub, `/users/${viewer.id}/following-ideas`)).body);
    expect(list[0]!.id).toBe(id);
    expect((await http.get(viewer.sub, `/ideas/${id}`)).body.following).toBe(true);
    expect((await http.del(viewer.sub, `/ideas/${id}/follow`)).body).toEqual({ following: false });
    expect((await http.del(viewer.sub, `/ideas/${id}/follow`)).body).toEqual({ following: false });
    const after = FollowingIdeasResponse.parse((await http.get(viewer.sub, `/users/${viewer.id}/following-ideas`)).body);
    expect(after.map((i) => i.id)).not.toContain(id);
  });

  it('likes toggle once per user and never change the version or history', async () => {
    const { id } = await submittedIdea(api);
    const before = await ideaState(api, id);
    expect((await http.post(viewer.sub, `/ideas/${id}/like`)).body).toEqual({ liked: true, likes: 1 });
    expect((await http.post(evaluator.sub, `/ideas/${id}/like`)).body).toEqual({ liked: true, likes: 2 });
    expect((await http.post(viewer.sub, `/ideas/${id}/like`)).body).toEqual({ liked: false, likes: 1 });
    expect((await http.post(viewer.sub, `/ideas/${id}/like`)).body).toEqual({ liked: true, likes: 2 });
    expect((await http.get(viewer.sub, `/ideas/${id}`)).body).toMatchObject({ likes: 2, liked: true });
    expect(await count(api, 'idea_likes', 'idea_id = $1', [id])).toBe(2);
    expect(await ideaState(api, id)).toEqual(before);
  });

  it('views count once per user per day; GET /ideas/{id} does not count', async () => {
    const { id } = await submittedIdea(api);
    expect((await http.post(viewer.sub, `/ideas/${id}/views`)).body).toEqual({ counted: true, views: 1 });
    expect((await http.post(viewer.sub, `/ideas/${id}/views`)).body).toEqual({ counted: false, views: 1 });
    await http.get(viewer.sub, `/ideas/${id}`);
    expect((await http.post(evaluator.sub, `/ideas/${id}/views`)).body).toEqual({ counted: true, views: 2 });
    // The same user the next day (yesterday's view moved back a day).
    await api.handle.query("UPDATE idea_views SET day = day - 1 WHERE idea_id = $1 AND user_id = $2", [id, viewer.id]);
    expect((await http.post(viewer.sub, `/ideas/${id}/views`)).body).toEqual({ counted: true, views: 3 });
    expect((await http.get(creator.sub, `/ideas/${id}`)).body.views).toBe(3);
  });

  it("another tenant's idea and unknown ids are 404 and nothing is stored", async () => {
    const { id } = await submittedIdea(api);
    for (const [method, path] of [['PUT', 'follow'], ['DELETE', 'follow'], ['POST', 'like'], ['POST', 'views']] as const) {
      expect((await api.as(otherTenant.sub, `/ideas/${id}/${path}`, { method })).status).toBe(404);
      expect((await api.as(viewer.sub, `/ideas/idea-nope/${path}`, { method })).status).toBe(404);
    }
    expect(await count(api, 'idea_likes', 'idea_id = $1', [id])).toBe(0);
    expect(await count(api, 'idea_views', 'idea_id = $1', [id])).toBe(0);
    expect(await count(api, 'idea_followers', 'idea_id = $1', [id])).toBe(0);
  });
});
