import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../src/seed/people';
import { apiOn, targets, type TestApi } from './support/api';
import { historyOf, json, submittedIdea, USERS } from './support/ideas';

/**
 * Priority: the assessor links a later idea as a duplicate of an earlier submission; the later one
 * is closed (rejected), both show the link; the earlier one must have been submitted earlier.
 */
describe.each(targets)('duplicate links on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  async function pair(): Promise<{ earlier: string; later: { id: string; version: number } }> {
    const earlier = await submittedIdea(api);
    const later = await submittedIdea(api, USERS.otherCreator.sub);
    // Distinct submission moments (the two were submitted within the same millisecond range).
    await api.handle.query(`UPDATE ideas SET submitted_at = now() - interval '2 days' WHERE id = $1`, [earlier.id]);
    return { earlier: earlier.id, later };
  }

  it('links the later idea to the earlier one and closes it; both show the link; the history keeps it', async () => {
    const { earlier, later } = await pair();
    const res = await http.post(USERS.evaluator.sub, `/ideas/${later.id}/duplicate`, { earlierIdeaId: earlier, note: 'Same heat exchanger', version: later.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('rejected');

    const onLater = await http.get(USERS.otherCreator.sub, `/ideas/${later.id}/duplicate-links`);
    expect(onLater.body).toMatchObject({ duplicateOf: { id: earlier }, note: 'Same heat exchanger', duplicates: [] });
    const onEarlier = await http.get(USERS.creator.sub, `/ideas/${earlier}/duplicate-links`);
    expect(onEarlier.body).toMatchObject({ duplicateOf: null, duplicates: [{ id: later.id, status: 'rejected' }] });
    expect((await historyOf(api, later.id)).find((h) => h.field_name === 'duplicateOf')?.new_value).toBe(earlier);
    expect((await historyOf(api, earlier)).find((h) => h.field_name === 'duplicateLinked')?.new_value).toBe(later.id);
  });

  it('400 DUPLICATE_NOT_EARLIER when the other idea was submitted later, DUPLICATE_OF_ITSELF for itself; nothing changes', async () => {
    const { earlier, later } = await pair();
    const [e] = await api.handle.query<{ version: number }>('SELECT version FROM ideas WHERE id = $1', [earlier]);
    const res = await http.post(USERS.evaluator.sub, `/ideas/${earlier}/duplicate`, { earlierIdeaId: later.id, version: e!.version });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('DUPLICATE_NOT_EARLIER');
    const self = await http.post(USERS.evaluator.sub, `/ideas/${later.id}/duplicate`, { earlierIdeaId: later.id, version: later.version });
    expect(self.status).toBe(400);
    expect(self.body.code).toBe('DUPLICATE_OF_ITSELF');
    const [row] = await api.handle.query<{ status: string }>('SELECT status FROM ideas WHERE id = $1', [earlier]);
    expect(row?.status).toBe('first_assessment');
  });

  it('403 for creators and viewers, 404 for another tenant (idea or earlier idea), 409 for a closed idea', async () => {
    const { earlier, later } = await pair();
    for (const sub of [USERS.creator.sub, USERS.viewer.sub, USERS.otherCreator.sub]) {
      const res = await http.post(sub, `/ideas/${later.id}/duplicate`, { earlierIdeaId: earlier, version: later.version });
      expect(res.status, sub).toBe(403);
    }
    expect((await http.post(USERS.otherTenant.sub, `/ideas/${later.id}/duplicate`, { earlierIdeaId: earlier, version: later.version })).status).toBe(404);
    const [foreign] = await api.handle.query<{ id: string }>(`SELECT id FROM ideas WHERE tenant_id <> $1 AND status <> 'draft' LIMIT 1`, [DEMO_TENANT_ID]);
    expect(foreign).toBeDefined();
    const res = await http.post(USERS.evaluator.sub, `/ideas/${later.id}/duplicate`, { earlierIdeaId: foreign!.id, version: later.version });
    expect(res.status).toBe(404);
    expect((await http.get(USERS.otherTenant.sub, `/ideas/${later.id}/duplicate-links`)).status).toBe(404);
    await http.post(USERS.admin.sub, `/ideas/${later.id}/duplicate`, { earlierIdeaId: earlier, version: later.version });
    const again = await http.post(USERS.admin.sub, `/ideas/${later.id}/duplicate`, { earlierIdeaId: earlier, version: later.version + 1 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_TRANSITION');
  });
});
