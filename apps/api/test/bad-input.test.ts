import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiOn, CREATOR, targets, type TestApi } from './support/api';
import { count, multipart, PDF, submittedIdea } from './support/ideas';

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe.each(targets)('bad input answers 400, never 500, on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  it.each([
    '/ideas?q=%00',
    '/ideas?q=a%00b',
    '/ideas?category=%00',
    '/ideas?submitterId=%00',
    '/ideas/%00',
    '/ideas/idea-001%00',
    '/ideas/%00/history',
    '/ideas/%00/comments',
    '/ideas/%00/export.pdf',
    '/users/%00',
    '/users?givenName=%00',
    '/ideas/similar?title=%00',
    '/admin/users?search=%00',
  ])('a NUL byte in %s → 400 VALIDATION_FAILED', async (url) => {
    const res = await api.as(ADMIN, url);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('a NUL byte in a JSON body field → 400 naming the field, nothing stored', async () => {
    const before = (await api.as(CREATOR, '/users/my-ideas?limit=1000')).body.ideas.length;
    const res = await api.as(CREATOR, '/ideas', { method: 'POST', payload: { title: 'Bad\u0000title' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'body.title' })]);
    expect((await api.as(CREATOR, '/users/my-ideas?limit=1000')).body.ideas.length).toBe(before);
    const nested = await api.as(ADMIN, '/users/me', { method: 'PATCH', payload: { givenName: 'Ok', extra: { deep: ['x\u0000'] } } });
    expect(nested.status).toBe(400);
  });

  it.each([
    ['/ideas', cursor({ s: 'updatedAt:desc', v: 'not-a-date', id: 'idea-001' })],
    ['/ideas', cursor({ s: 'createdAt:asc', v: '2024-13-45T99:00:00Z', id: 'idea-001' })],
    ['/ideas', cursor({ s: 'title:asc', v: 'a\u0000', id: 'idea-001' })],
    ['/ideas', cursor({ s: 'updatedAt:desc', v: '2024-01-01T00:00:00Z', id: 'x'.repeat(300) })],
    ['/ideas', 'not base64 at all!'],
    ['/users/my-ideas', cursor(['not-a-date', 'idea-001'])],
    ['/users/my-ideas', cursor(['99999-01-01T00:00:00Z', 'idea-001'])],
    ['/users/my-ideas', cursor({ at: 1 })],
  ])('a forged cursor on %s → 400 VALIDATION_FAILED (querystring.cursor)', async (path, token) => {
    const res = await api.as(CREATOR, `${path}?cursor=${encodeURIComponent(token)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'querystring.cursor' }] });
  });

  it.each([
    ['cut off before its closing boundary', (body: Buffer) => body.subarray(0, body.length - 30), undefined],
    ['that is no multipart at all', () => Buffer.from('just some text, no parts'), undefined],
    ['without a boundary in its content type', (body: Buffer) => body, 'multipart/form-data'],
  ])('a malformed multipart upload (%s) → 400 VALIDATION_FAILED, nothing stored', async (_case, mangle, contentType) => {
    const { id } = await submittedIdea(api);
    const { payload, headers } = multipart([{ filename: 'plan.pdf', content: PDF }, { filename: 'second.pdf', content: PDF }]);
    const res = await api.as(CREATOR, `/ideas/${id}/attachments`, { method: 'POST', payload: mangle(payload), headers: { ...headers, ...(contentType ? { 'content-type': contentType } : {}) } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await count(api, 'idea_attachments', 'idea_id = $1', [id])).toBe(0);
    expect((await api.storedKeys()).filter((k) => k.includes(id))).toEqual([]);
  });

  it('real cursors keep working', async () => {
    const first = await api.as(CREATOR, '/users/my-ideas?limit=1');
    expect(first.status).toBe(200);
    const next = await api.as(CREATOR, `/users/my-ideas?limit=1&cursor=${first.body.nextCursor}`);
    expect(next.status).toBe(200);
    const ideas = await api.as(ADMIN, '/ideas?limit=2&sort=createdAt:asc');
    expect((await api.as(ADMIN, `/ideas?limit=2&sort=createdAt:asc&cursor=${ideas.body.nextCursor}`)).status).toBe(200);
  });
});
