/**
 * Every signed-in, active employee creates and submits ideas, whatever their global role: a
 * VIEWER (what self-registration gives) starts a draft, edits it and submits it, and counts as
 * the idea's CREATORS there, without gaining any assessment rights.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, DISABLED_USER, targets, type TestApi } from './support/api';
import { count, json, USERS, VALID_IDEA } from './support/ideas';

const { viewer } = USERS;

describe.each(targets)('any employee submits ideas, on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  it('a VIEWER creates (201), edits and submits (200) an idea of their own', async () => {
    const created = await http.post(viewer.sub, '/ideas', { title: VALID_IDEA.title });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'draft', submitterId: viewer.id });
    const edited = await http.patch(viewer.sub, `/ideas/${created.body.id}`, { ...VALID_IDEA, version: created.body.version });
    expect(edited.status).toBe(200);
    const submitted = await http.post(viewer.sub, `/ideas/${created.body.id}/submit`, { version: edited.body.version });
    expect(submitted.status).toBe(200);
    expect(submitted.body.status).toBe('first_assessment');
  });

  it('the VIEWER sees their own idea’s history (its CREATORS) but may not assess it', async () => {
    const created = await http.post(viewer.sub, '/ideas', VALID_IDEA);
    expect(created.status).toBe(201);
    expect((await http.post(viewer.sub, `/ideas/${created.body.id}/submit`)).status).toBe(200);
    expect((await http.get(viewer.sub, `/ideas/${created.body.id}/history`)).status).toBe(200);
    const assess = await http.post(viewer.sub, `/ideas/${created.body.id}/assessment/submit`, { isValid: true });
    expect([400, 403]).toContain(assess.status);
  });

  it('a disabled account creates nothing: 401', async () => {
    const before = await count(api, 'ideas');
    const res = await api.as(DISABLED_USER, '/ideas', { method: 'POST', payload: { title: 'Not mine to start' } });
    expect(res.status).toBe(401);
    expect(await count(api, 'ideas')).toBe(before);
  });
});
