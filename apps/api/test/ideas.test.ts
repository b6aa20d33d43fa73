import { HistoryResponse, Idea, IDEA_STATUSES, IdeaListResponse, IdeaSummary, LIST_DESCRIPTION_CHARS } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiOn, CREATOR, EVALUATOR, OTHER_TENANT_USER, targets, VIEWER, type TestApi } from './support/api';

describe.each(targets)('ideas on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  const list = async (sub: string, query = 'limit=1000') => {
    const res = await api.as(sub, `/ideas?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return IdeaListResponse.parse(res.body);
  };
  const ids = async (sub: string, query?: string) => (await list(sub, query)).ideas.map((i) => i.id);
  const status = async (sub: string, url: string) => (await api.as(sub, url)).status;

  describe('visibility', () => {
    it('admins and evaluators see every non-draft idea of their tenant and no foreign drafts', async () => {
      for (const sub of [ADMIN, EVALUATOR]) {
        const seen = await ids(sub);
        expect(seen).toHaveLength(37);
        expect(seen).toEqual(expect.arrayContaining(['idea-023', 'idea-024', 'idea-035', 'idea-040']));
        expect(seen).not.toEqual(expect.arrayContaining(['idea-025']));
        expect(seen.some((id) => id.startsWith('other-'))).toBe(false);
        expect(await status(sub, '/ideas/idea-026')).toBe(404);
      }
    });

    it('creators see organisation ideas, their unit, ideas shared with them and their own drafts', async () => {
      const seen = await ids(CREATOR);
      expect(seen).toEqual(expect.arrayContaining(['idea-001', 'idea-023', 'idea-024', 'idea-025', 'idea-039']));
      for (const hidden of ['idea-035', 'idea-040', 'idea-026', 'idea-036']) {
        expect(seen).not.toContain(hidden);
        expect(await status(CREATOR, `/ideas/${hidden}`)).toBe(404);
      }
      expect(await status(CREATOR, '/ideas/idea-025')).toBe(200);
    });

    it('viewers see only what is shared with the organisation (or them)', async () => {
      const seen = await ids(VIEWER);
      expect(seen).toHaveLength(33);
      for (const hidden of ['idea-023', 'idea-024', 'idea-035', 'idea-040', 'idea-025']) expect(seen).not.toContain(hidden);
      expect(await status(VIEWER, '/ideas/idea-024')).toBe(404);
      expect(await status(VIEWER, '/ideas/idea-024/history')).toBe(404);
    });

    it("another tenant's ideas are 404 and never listed", async () => {
      expect(await status(ADMIN, '/ideas/other-idea-001')).toBe(404);
      expect(await status(ADMIN, '/ideas/other-idea-001/history')).toBe(404);
      const otherSeen = await ids(OTHER_TENANT_USER);
      expect(otherSeen.sort()).toEqual(['other-idea-001', 'other-idea-002']);
      expect(await status(OTHER_TENANT_USER, '/ideas/idea-001')).toBe(404);
    });
  });

  describe('list filters, sorting and cursor', () => {
    it('filters by status (aliases accepted)', async () => {
      const { ideas } = await list(ADMIN, 'status=first_assessment&limit=1000');
      expect(ideas).toHaveLength(9);
      expect(ideas.every((i) => i.status === 'first_assessment')).toBe(true);
      expect((await list(ADMIN, 'status=firstAssessment,review&limit=1000')).ideas).toHaveLength(16);
    });

    it('filters by category, submitter, dates and text', async () => {
      const byCategory = await list(ADMIN, 'category=Sustainability&limit=1000');
      expect(byCategory.ideas.length).toBeGreaterThan(3);
      expect(byCategory.ideas.every((i) => i.category === 'Sustainability')).toBe(true);
      expect((await list(ADMIN, 'category=cat-sustainability&limit=1000')).ideas).toHaveLength(byCategory.ideas.length);

      const byCreator = await ids(ADMIN, 'submitterId=u-creator&limit=1000');
      expect(byCreator.sort()).toEqual(['idea-003', 'idea-022', 'idea-033']);

      const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
      const recent = await list(ADMIN, `from=${encodeURIComponent(from)}&limit=1000`);
      expect(recent.ideas.length).toBeGreaterThan(0);
      expect(recent.ideas.every((i) => i.createdAt >= from)).toBe(true);
      const old = await list(ADMIN, `to=${from.slice(0, 10)}&limit=1000`);
      expect(old.ideas.length + recent.ideas.length).toBeGreaterThanOrEqual(37);

      expect(await ids(ADMIN, 'q=Druckluftkompressoren')).toEqual(['idea-004']);
      expect(await ids(ADMIN, 'q=Kompressor')).toContain('idea-004'); // German stemming
      expect(await ids(ADMIN, 'q=solar%20panels')).toContain('idea-019');
      expect(await ids(VIEWER, 'q=restructuring')).toEqual([]); // shared with named people only
    });

    /** Every page of a list, following nextCursor (at most 20 pages). */
    const pagesOf = async (sub: string, query: string) => {
      const pages: IdeaListResponse[] = [];
      let cursor: string | null = null;
      do {
        const page: IdeaListResponse = await list(sub, `${query}${cursor ? `&cursor=${cursor}` : ''}`);
        pages.push(page);
        cursor = page.nextCursor;
      } while (cursor && pages.length < 20);
      return pages;
    };
    const idsOf = (pages: IdeaListResponse[]) => pages.flatMap((p) => p.ideas.map((i) => i.id));

    it.each(['updatedAt:desc', 'createdAt:asc', 'title:asc'])('pages with an opaque cursor (%s)', async (sort) => {
      const all = await ids(ADMIN, `sort=${sort}&limit=1000`);
      const pages = await pagesOf(ADMIN, `sort=${sort}&limit=7`);
      for (const page of pages) expect(page.hasMore).toBe(page.nextCursor !== null);
      expect(pages.length).toBe(6);
      expect(idsOf(pages)).toEqual(all);
      if (sort === 'title:asc') expect(all.length).toBe(37);
    });

    // The list without filters runs a statement prepared per role, sort, cursor and row count (a page
    // of 5 fetches 21 rows); with a filter it is built per request. Both must answer the same ideas,
    // page after page, for every role.
    it.each([VIEWER, CREATOR, EVALUATOR])('the unfiltered list and a filtered one that keeps everything agree, paged (%s)', async (sub) => {
      const statuses = `status=${IDEA_STATUSES.join(',')}`;
      const plain = idsOf(await pagesOf(sub, 'sort=createdAt:desc&limit=5'));
      expect(plain.length).toBeGreaterThan(5);
      expect(plain).toEqual(idsOf(await pagesOf(sub, `sort=createdAt:desc&${statuses}&limit=5`)));
      expect(plain).toEqual(await ids(sub, 'sort=createdAt:desc&limit=1000'));
    });

    it('sorts most recently updated first by default', async () => {
      const { ideas } = await list(ADMIN);
      const times = ideas.map((i) => i.updatedAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it.each([
      'limit=0',
      'limit=1001',
      'limit=abc',
      'status=bogus',
      'sort=views:desc',
      'cursor=not-a-cursor',
      'from=yesterday',
      'unknown=1',
    ])('rejects %s with 400 VALIDATION_FAILED', async (query) => {
      const res = await api.as(ADMIN, `/ideas?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details?.length).toBeGreaterThan(0);
    });

    it('rejects a cursor of another sort order', async () => {
      const first = await list(ADMIN, 'limit=2');
      const res = await api.as(ADMIN, `/ideas?limit=2&sort=title:asc&cursor=${first.nextCursor}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('detail and history', () => {
    it('GET /ideas/{id} answers the Idea contract', async () => {
      const res = await api.as(CREATOR, '/ideas/idea-002');
      expect(res.status).toBe(200);
      const idea = Idea.parse(res.body);
      expect(idea).toMatchObject({
        id: 'idea-002',
        title: 'Digitale Schichtübergabe per Tablet',
        status: 'implementation',
        submitterName: 'Thomas Weber',
        tenantId: 'tenant-demo-corp',
        visibility: 'organization',
        ideaAssessment: { assigneeId: 'u-evaluator' },
        version: 1,
      });
      expect(idea.contributors).toEqual([{ id: 'u-creator', name: 'Chris Creator', picture: null }]);
      expect(idea.submittedAt).not.toBeNull();
    });

    it('rejects an over-long id with 400', async () => {
      const res = await api.as(ADMIN, `/ideas/${'x'.repeat(65)}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('GET /ideas/{id}/history answers { history } newest first with status changes', async () => {
      const res = await api.as(EVALUATOR, '/ideas/idea-001/history');
      expect(res.status).toBe(200);
      const { history } = HistoryResponse.parse(res.body);
      const times = history.map((h) => h.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const changes = history.filter((h) => h.entityType === 'idea' && h.fieldName === 'status').reverse();
      expect(changes.map((h) => h.newValue)).toEqual(['first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed']);
      expect(changes[0]).toMatchObject({ oldValue: 'draft', actorName: 'Jürgen Müller', ideaId: 'idea-001' });
      expect(history.at(-1)).toMatchObject({ fieldName: 'created', actorName: 'Jürgen Müller' });
      for (const h of history) expect(Object.keys(h).sort()).toEqual(['actedForName', 'actorName', 'actorPicture', 'createdAt', 'entityType', 'fieldName', 'id', 'ideaId', 'newValue', 'oldValue']);
      // Nobody acted as a deputy here.
      expect(history.every((h) => h.actedForName === null)).toBe(true);
    });
  });

  describe('list answer', () => {
    it("each listed idea is its page's summary, the description cut to one line's worth", async () => {
      // A draft with a long description (last, so the other tests see the demo data only).
      const long = `😀 Ä${'x'.repeat(LIST_DESCRIPTION_CHARS)} and more than a line`;
      expect((await api.as(CREATOR, '/ideas', { method: 'POST', payload: { title: 'A long story', description: long } })).status).toBe(201);
      for (const query of ['limit=100', 'limit=100&status=draft']) {
        const res = await api.as(CREATOR, `/ideas?${query}`);
        const raw = (res.body as { ideas: Record<string, unknown>[] }).ideas;
        const { ideas } = IdeaListResponse.parse(res.body);
        expect(ideas.length).toBeGreaterThan(0);
        let cut = 0;
        for (const [i, item] of ideas.entries()) {
          expect(Object.keys(raw[i]!).sort()).toEqual(Object.keys(IdeaSummary.shape).sort());
          const detail = Idea.parse((await api.as(CREATOR, `/ideas/${item.id}`)).body);
          const { description, ...rest } = item;
          expect(rest).toEqual(Object.fromEntries(Object.keys(rest).map((k) => [k, detail[k as keyof typeof rest]])));
          const chars = [...detail.description];
          if (chars.length > LIST_DESCRIPTION_CHARS) cut += 1;
          expect(description).toBe(chars.length > LIST_DESCRIPTION_CHARS ? `${chars.slice(0, LIST_DESCRIPTION_CHARS - 1).join('')}…` : detail.description);
        }
        expect(cut).toBe(1);
      }
    });
  });
});
