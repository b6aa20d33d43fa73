import { Comment, CommentListResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { count, createIdea, historyOf, json, submittedIdea, USERS } from './support/ideas';

const { admin, creator, evaluator, otherTenant, viewer } = USERS;

describe.each(targets)('idea comments on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  let ideaId: string;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
    ideaId = (await submittedIdea(api)).id;
  });
  afterAll(() => api?.close());

  const tree = async (sub: string, id = ideaId) => {
    const res = await http.get(sub, `/ideas/${id}/comments`);
    expect(res.status).toBe(200);
    return CommentListResponse.parse(res.body);
  };

  it('starts empty', async () => {
    expect(await tree(viewer.sub)).toEqual({ comments: [], total: 0 });
  });

  it('posts comments and nested replies, listed as a tree with history entries', async () => {
    const first = await http.post(viewer.sub, `/ideas/${ideaId}/comments`, { text: '  Gute Idee – wie hoch sind die Kosten?  ' });
    expect(first.status).toBe(201);
    expect(Comment.parse(first.body)).toMatchObject({ text: 'Gute Idee – wie hoch sind die Kosten?', authorId: viewer.id, authorName: 'Vera Viewer', parentId: null, deleted: false, replies: [] });
    const reply = await http.post(creator.sub, `/ideas/${ideaId}/comments`, { text: 'Etwa 20.000 €.', parentId: first.body.id });
    expect(reply.status).toBe(201);
    const nested = await http.post(viewer.sub, `/ideas/${ideaId}/comments`, { text: 'Danke!', parentId: reply.body.id });
    expect(nested.status).toBe(201);
    await http.post(evaluator.sub, `/ideas/${ideaId}/comments`, { text: 'Second thread' });

    const { comments, total } = await tree(admin.sub);
    expect(total).toBe(4);
    expect(comments.map((c) => c.text)).toEqual(['Gute Idee – wie hoch sind die Kosten?', 'Second thread']);
    expect(comments[0]!.replies[0]).toMatchObject({ text: 'Etwa 20.000 €.', authorName: 'Chris Creator' });
    expect(comments[0]!.replies[0]!.replies[0]!.text).toBe('Danke!');
    const entries = (await historyOf(api, ideaId)).filter((h) => h.entity_type === 'comment');
    expect(entries.map((h) => h.field_name)).toEqual(['comment', 'reply', 'reply', 'comment']);
    expect((await http.get(viewer.sub, `/ideas/${ideaId}`)).body.commentsCount).toBe(4);
  });

  it('soft-deletes: the author or an admin; replies stay', async () => {
    const { comments } = await tree(viewer.sub);
    const root = comments[0];
    expect((await http.del(creator.sub, `/ideas/${ideaId}/comments/${root!.id}`)).status).toBe(403);
    expect((await http.del(evaluator.sub, `/ideas/${ideaId}/comments/${root!.id}`)).status).toBe(403);
    expect((await http.del(viewer.sub, `/ideas/${ideaId}/comments/${root!.id}`)).status).toBe(204);
    expect((await http.del(viewer.sub, `/ideas/${ideaId}/comments/${root!.id}`)).status).toBe(404);
    const after = await tree(viewer.sub);
    expect(after.comments[0]).toMatchObject({ id: root!.id, deleted: true, text: '', authorName: null });
    expect(after.comments[0]!.replies[0]!.text).toBe('Etwa 20.000 €.');
    expect(after.total).toBe(3);
    expect((await http.del(admin.sub, `/ideas/${ideaId}/comments/${after.comments[1]!.id}`)).status).toBe(204);
    expect((await historyOf(api, ideaId)).at(-1)).toMatchObject({ entity_type: 'comment', field_name: 'commentRemoved', old_value: null, new_value: null, actor_id: admin.id });
  });

  it.each([
    ['empty text', { text: '   ' }, 400],
    ['too long text', { text: 'x'.repeat(2001) }, 400],
    ['a wrong type', { text: 5 }, 400],
    ['an unknown field', { text: 'hello', pinned: true }, 400],
    ['an unknown parent', { text: 'hello', parentId: 'cmt-nope' }, 404],
  ])('refuses %s and stores nothing', async (_n, body, status) => {
    const before = await count(api, 'idea_comments');
    const res = await http.post(viewer.sub, `/ideas/${ideaId}/comments`, body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND');
    expect(await count(api, 'idea_comments')).toBe(before);
  });

  it("another tenant neither reads nor writes nor deletes this idea's comments; a parent of another idea is 404", async () => {
    const { comments } = await tree(viewer.sub);
    const before = await count(api, 'idea_comments');
    expect((await http.get(otherTenant.sub, `/ideas/${ideaId}/comments`)).status).toBe(404);
    expect((await http.post(otherTenant.sub, `/ideas/${ideaId}/comments`, { text: 'hi' })).status).toBe(404);
    expect((await http.del(otherTenant.sub, `/ideas/${ideaId}/comments/${comments[0]!.replies[0]!.id}`)).status).toBe(404);
    const other = await submittedIdea(api);
    expect((await http.post(viewer.sub, `/ideas/${other.id}/comments`, { text: 'wrong parent', parentId: comments[0]!.id })).status).toBe(404);
    expect((await http.del(creator.sub, `/ideas/${other.id}/comments/${comments[0]!.replies[0]!.id}`)).status).toBe(404);
    expect(await count(api, 'idea_comments')).toBe(before);
  });

  it('nobody but its creators comments on a draft', async () => {
    const { id } = await createIdea(api);
    expect((await http.post(viewer.sub, `/ideas/${id}/comments`, { text: 'hi' })).status).toBe(404);
    expect((await http.post(creator.sub, `/ideas/${id}/comments`, { text: 'note to self' })).status).toBe(201);
  });
});
