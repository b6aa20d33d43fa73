import { SearchIdeasResponse, searchQueryString, type SearchQuery } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOn, targets, type TestApi } from './support/api';
import { json, setStatus, submittedIdea, USERS, VALID_IDEA } from './support/ideas';

const { admin, creator, evaluator, viewer, otherTenant } = USERS;

describe.each(targets)('GET /search/ideas on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  const search = async (sub: string, query: SearchQuery & { limit?: number; cursor?: string }) => {
    const res = await http.get(sub, `/search/ideas?${searchQueryString(query)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return SearchIdeasResponse.parse(res.body);
  };
  const titles = async (sub: string, query: SearchQuery) => (await search(sub, { limit: 50, ...query })).items.map((i) => i.title);

  let inTitle: string;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
    // Two ideas about the same word: in the title of one, only in the solution of the other.
    await submittedIdea(api, creator.sub, {
      ...VALID_IDEA,
      title: 'Pausenräume: Verbesserung der Beleuchtung',
      description: 'Die Pausenräume im Erdgeschoss sind dunkel und ungemütlich, niemand hält sich gern dort auf.',
      solution: 'Tageslichtlampen an der Decke und helle Wandfarbe machen die Räume freundlicher.',
      tags: ['lighting'],
    });
    inTitle = 'Pausenräume: Verbesserung der Beleuchtung';
    await submittedIdea(api, creator.sub, {
      ...VALID_IDEA,
      title: 'Kantine am Abend öffnen',
      description: 'Die Spätschicht hat nach 18 Uhr keine Möglichkeit, ein warmes Essen zu bekommen.',
      solution: 'Eine kleine Verbesserung: die Kantine bietet ein Abendessen bis 20 Uhr an, mit zwei Gerichten.',
      tags: ['food'],
    });
  });
  afterAll(() => api?.close());

  it('finds ideas by category name, in English and German, as a prefix while typing', async () => {
    const found = await titles(viewer.sub, { q: 'Sustainability' });
    expect(found).toContain('Energiesparmodus für Druckluftkompressoren am Wochenende');
    expect(found).toContain('Fahrradleasing für alle Mitarbeitenden');
    expect(await titles(viewer.sub, { q: 'sustainab' })).toContain('Fahrradleasing für alle Mitarbeitenden');
    expect(await titles(viewer.sub, { q: 'Nachhaltigkeit' })).toEqual(expect.arrayContaining(found));
  });

  it("finds ideas by the submitter's and contributors' names, with or without accents", async () => {
    const submitted = ['Energiesparmodus für Druckluftkompressoren am Wochenende', 'Solar panels on the warehouse roof', 'Biodegradable packaging foam'];
    const contributed = ['Kühlschmierstoff-Recycling vor Ort', 'Heat recovery from the hardening furnace'];
    for (const q of ['Özlem', 'Ozlem', 'özlem kaya']) {
      const found = await titles(viewer.sub, { q });
      expect(found, q).toEqual(expect.arrayContaining([...submitted, ...contributed]));
      expect(found, q).toHaveLength(5);
    }
  });

  it('finds ideas by tag, location and organisational unit', async () => {
    expect(await titles(viewer.sub, { q: 'warranty' })).toEqual(['Längere Garantie als Verkaufsargument']);
    const munich = await titles(viewer.sub, { q: 'Munchen' });
    expect(munich).toContain('Digitale Schichtübergabe per Tablet');
    const [rnd] = (await search(viewer.sub, {})).facets.unit.filter((u) => u.label === 'Research & Development');
    expect(rnd).toBeDefined();
    const byUnit = await search(viewer.sub, { q: 'Research Development', limit: 50 });
    expect(byUnit.total).toBeGreaterThan(0);
    expect(byUnit.items.every((i) => i.unit?.name === 'Research & Development' || /research|develop/i.test(JSON.stringify(i)))).toBe(true);
  });

  it('says which other fields a word was found in: category, tags, people, location, unit', async () => {
    const fields = async (q: string) => new Map((await search(viewer.sub, { q, limit: 50 })).items.map((i) => [i.title, i.highlights.fields]));
    const byCategory = await fields('Nachhaltigkeit');
    expect(byCategory.get('Fahrradleasing für alle Mitarbeitenden')).toEqual(['category']);
    const byPerson = await fields('Özlem');
    expect(byPerson.get('Solar panels on the warehouse roof')).toContain('submitter');
    expect(byPerson.get('Heat recovery from the hardening furnace')).toEqual(['contributors']);
    expect((await fields('warranty')).get('Längere Garantie als Verkaufsargument')).toEqual(['tags']);
    expect((await fields('Munchen')).get('Digitale Schichtübergabe per Tablet')).toContain('location');
    // A word in the title only: no other field.
    expect((await fields('Fahrradleasing')).get('Fahrradleasing für alle Mitarbeitenden')).toEqual([]);
  });

  it('stems German and English words and ranks a title match first', async () => {
    const german = await search(viewer.sub, { q: 'Verbesserungen' });
    expect(german.items.map((i) => i.title)).toEqual([inTitle, 'Kantine am Abend öffnen']);
    expect(german.items[0]!.score).toBeGreaterThan(german.items[1]!.score);
    expect(german.items[0]!.highlights.title).toContainEqual({ text: 'Verbesserung', match: true });
    expect(german.items[1]!.highlights.snippet.filter((p) => p.match).map((p) => p.text)).toContain('Verbesserung');

    expect(await titles(viewer.sub, { q: 'furnaces heated' })).toContain('Heat recovery from the hardening furnace');
    expect(await titles(viewer.sub, { q: 'painted' })).toEqual([]);
    expect(await titles(viewer.sub, { q: 'apprentice mentors' })).toEqual(['Mentoring programme for new apprentices']);
  });

  it('marks each word where it stands when the words are in different parts of an idea', async () => {
    const [hit] = (await search(viewer.sub, { q: 'Beleuchtung Tageslichtlampen' })).items;
    expect(hit?.title).toBe(inTitle);
    const marked = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text);
    expect(marked(hit!.highlights.title)).toEqual(['Beleuchtung']);
    expect(marked(hit!.highlights.snippet)).toEqual(['Tageslichtlampen']);
    expect(hit!.highlights.fields).toEqual([]);
  });

  it('counts facets over the visible results, each without its own filter', async () => {
    const all = await search(viewer.sub, { q: 'Sustainability', limit: 50 });
    const byStatus = Object.fromEntries(all.facets.status.map((b) => [b.value, b.count]));
    const expected: Record<string, number> = {};
    for (const item of all.items) expected[item.status] = (expected[item.status] ?? 0) + 1;
    expect(byStatus).toEqual(expected);
    expect(all.facets.category.find((c) => c.value === 'cat-sustainability')?.label).toBe('Sustainability');
    expect(all.facets.submitted.map((b) => b.value)).toEqual(['7d', '30d', '365d', 'older']);

    const accepted = await search(viewer.sub, { q: 'Sustainability', status: ['accepted'], limit: 50 });
    expect(accepted.total).toBe(expected.accepted);
    expect(accepted.items.every((i) => i.status === 'accepted')).toBe(true);
    // Its own facet still offers the other statuses with their counts.
    expect(accepted.facets.status).toEqual(all.facets.status);
    // Other facets count only the accepted ones.
    expect(accepted.facets.category.reduce((n, b) => n + b.count, 0)).toBe(expected.accepted);

    const recent = await search(viewer.sub, { submitted: '30d', limit: 50 });
    expect(recent.total).toBe(all.facets.submitted.length && (await search(viewer.sub, {})).facets.submitted.find((b) => b.value === '30d')!.count);
    const now = Date.now();
    expect(recent.items.every((i) => now - Date.parse(i.submittedAt ?? i.createdAt) <= 31 * 86_400_000)).toBe(true);
  });

  it("never shows drafts of others or another tenant's ideas, in results or counts", async () => {
    expect(await titles(creator.sub, { q: 'Augmented reality' })).toEqual(['Augmented reality for remote service support']);
    const asViewer = await search(viewer.sub, { q: 'Augmented reality' });
    expect(asViewer.total).toBe(0);
    expect(asViewer.facets.status).toEqual([]);
    const viewerAll = await search(viewer.sub, { limit: 50 });
    expect(viewerAll.facets.status.find((b) => b.value === 'draft')).toBeUndefined();

    const other = await search(otherTenant.sub, { q: 'Sustainability' });
    expect(other.total).toBe(0);
    expect(await titles(otherTenant.sub, { q: 'canteen ordering' })).toEqual(['Other GmbH: canteen pre-ordering']);
    expect(await titles(admin.sub, { q: 'canteen ordering' })).toEqual([]);
  });

  it('sorts by likes or date and pages with a cursor', async () => {
    const byLikes = (await search(viewer.sub, { sort: 'likes', limit: 50 })).items.map((i) => i.likes);
    expect(byLikes).toEqual([...byLikes].sort((a, b) => b - a));
    const byDate = (await search(viewer.sub, { q: 'Sustainability', sort: 'date', limit: 50 })).items.map((i) => Date.parse(i.submittedAt ?? i.createdAt));
    expect(byDate).toEqual([...byDate].sort((a, b) => b - a));

    const first = await search(viewer.sub, { sort: 'date', limit: 5 });
    expect(first.nextCursor).toBe('5');
    const second = await search(viewer.sub, { sort: 'date', limit: 5, cursor: first.nextCursor! });
    expect(second.items.map((i) => i.id)).not.toEqual(expect.arrayContaining(first.items.map((i) => i.id).slice(0, 1)));
    const whole = await search(viewer.sub, { sort: 'date', limit: 10 });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(whole.items.map((i) => i.id));
  });

  it('keeps the index current when names, contributors and categories change', async () => {
    const { id } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Index freshness check' });
    await api.handle.query(`UPDATE users SET family_name = 'Zwiebelmeier' WHERE id = $1`, [creator.id]);
    expect(await titles(viewer.sub, { q: 'Zwiebelmeier freshness' })).toEqual(['Index freshness check']);
    await api.handle.query(`INSERT INTO idea_contributors (idea_id, user_id) VALUES ($1, 'u-oezlem-kaya')`, [id]);
    expect(await titles(viewer.sub, { q: 'Kaya freshness' })).toEqual(['Index freshness check']);
    await api.handle.query(`UPDATE categories SET name = 'Environment' WHERE id = 'cat-sustainability'`);
    expect(await titles(viewer.sub, { q: 'Environment freshness' })).toEqual(['Index freshness check']);
    await api.handle.query(`UPDATE categories SET name_de = 'Umweltschutz' WHERE id = 'cat-sustainability'`);
    expect(await titles(viewer.sub, { q: 'Umweltschutz freshness' })).toEqual(['Index freshness check']);
    await api.handle.query(`UPDATE ideas SET title = 'Index renamed' WHERE id = $1`, [id]);
    expect(await titles(viewer.sub, { q: 'freshness' })).toEqual([]);
    expect(await titles(viewer.sub, { q: 'renamed Zwiebelmeier' })).toEqual(['Index renamed']);
  });

  it('counts without words from the kept counts exactly as the pages list, for every role', async () => {
    for (const user of [viewer, creator, evaluator, admin]) {
      const first = await search(user.sub, { limit: 50 });
      const items = [...first.items];
      for (let cursor = first.nextCursor; cursor; ) {
        const next = await search(user.sub, { limit: 50, cursor });
        items.push(...next.items);
        cursor = next.nextCursor;
      }
      expect(items.length, user.sub).toBe(first.total);
      const tally = (key: (i: (typeof items)[number]) => string | undefined) => {
        const out: Record<string, number> = {};
        for (const i of items) {
          const k = key(i);
          if (k) out[k] = (out[k] ?? 0) + 1;
        }
        return out;
      };
      const counts = (buckets: { value: string; count: number }[]) => Object.fromEntries(buckets.map((b) => [b.value, b.count]));
      expect(counts(first.facets.status), user.sub).toEqual(tally((i) => i.status));
      expect(counts(first.facets.category), user.sub).toEqual(tally((i) => i.category?.id));
      expect(counts(first.facets.unit), user.sub).toEqual(tally((i) => i.unit?.id));
      expect(counts(first.facets.location), user.sub).toEqual(tally((i) => i.location ?? undefined));
    }
  });

  it('keeps the counts current when an idea is submitted, moves on, is liked or is shared less widely', async () => {
    const statusCount = async (sub: string, status: string) => (await search(sub, {})).facets.status.find((b) => b.value === status)?.count ?? 0;
    const before = { review: await statusCount(viewer.sub, 'review'), firstAssessment: await statusCount(viewer.sub, 'first_assessment') };
    const { id } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Zählbare Idee für die Facetten' });
    expect(await statusCount(viewer.sub, 'first_assessment')).toBe(before.firstAssessment + 1);

    await setStatus(api, id, 'review');
    expect(await statusCount(viewer.sub, 'first_assessment')).toBe(before.firstAssessment);
    expect(await statusCount(viewer.sub, 'review')).toBe(before.review + 1);

    await http.post(viewer.sub, `/ideas/${id}/like`);
    const top = await search(viewer.sub, { status: ['review'], sort: 'likes', limit: 50 });
    expect(top.items.find((i) => i.id === id)?.likes).toBe(1);

    // Shared only with named people: gone from the viewer's counts, still in the evaluator's.
    await api.handle.query("UPDATE ideas SET visibility = 'people' WHERE id = $1", [id]);
    expect(await statusCount(viewer.sub, 'review')).toBe(before.review);
    const asEvaluator = await search(evaluator.sub, { status: ['review'], limit: 50 });
    expect(asEvaluator.items.map((i) => i.id)).toContain(id);
    expect(asEvaluator.total).toBe(asEvaluator.facets.status.find((b) => b.value === 'review')?.count);
  });

  it('counts each submitted range exactly while the kept range counts are a day or a year behind, and rolls them to today', async () => {
    // Ideas on both sides of every range's first day: 0, 6 | 7, 29 | 30, 364 | 365 and 400 days ago.
    const daysAgo = [0, 6, 7, 29, 30, 364, 365, 400];
    const ids: string[] = [];
    for (const days of daysAgo) {
      const { id } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: `Idee von vor ${days} Tagen` });
      await api.handle.query(`UPDATE ideas SET submitted_at = ((now() AT TIME ZONE 'UTC')::date - $2::int + time '12:00') AT TIME ZONE 'UTC' WHERE id = $1`, [id, days]);
      ids.push(id);
    }
    const ranges = ['7d', '30d', '365d', 'older'] as const;
    // The facet (from the kept counts) against the filter (from each idea's document).
    const expectRangesExact = async (when: string) => {
      const { facets } = await search(viewer.sub, {});
      for (const range of ranges) {
        const filtered = await search(viewer.sub, { submitted: range, limit: 1 });
        expect(facets.submitted.find((b) => b.value === range)?.count, `${when}: ${range}`).toBe(filtered.total);
      }
      return Object.fromEntries(facets.submitted.map((b) => [b.value, b.count]));
    };
    const today = await expectRangesExact('kept as of today');
    const rebuildAsOf = (days: number) => api.handle.query(`SELECT idea_search_rebuild_ranges((now() AT TIME ZONE 'UTC')::date - $1::int)`, [days]);
    const keptCounts = () => api.handle.query<{ tenant_id: string; facet_id: number; range: number; n: number }>('SELECT * FROM idea_search_range_counts WHERE n <> 0 ORDER BY 1, 2, 3');

    for (const behind of [1, 7, 400]) {
      await rebuildAsOf(behind);
      expect(await expectRangesExact(`${behind} days behind`)).toEqual(today);
    }
    // A year behind, an idea changes status and another is submitted: both count in today's ranges.
    await setStatus(api, ids[2]!, 'review');
    await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Idee von heute, gezählt mit veralteten Bereichen' });
    const afterWrites = await expectRangesExact('400 days behind, after writes');
    expect(afterWrites['7d']).toBe(today['7d']! + 1);

    // The roll moves what changed range, also while ideas change (on PostgreSQL on other connections),
    // and brings the kept counts to what a rebuild for today has.
    await rebuildAsOf(400);
    await Promise.all([
      api.handle.query('SELECT idea_search_roll_ranges()'),
      setStatus(api, ids[4]!, 'review'),
      submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Idee von heute, gezählt während der Verschiebung' }),
      api.handle.query(`UPDATE ideas SET submitted_at = submitted_at - interval '2 days' WHERE id = $1`, [ids[1]]),
    ]);
    const asOf = await api.handle.query<{ today: boolean }>(`SELECT as_of = (now() AT TIME ZONE 'UTC')::date AS today FROM idea_search_ranges`);
    expect(asOf).toEqual([{ today: true }]);
    const rolled = await keptCounts();
    await rebuildAsOf(0);
    expect(rolled).toEqual(await keptCounts());
    // One more idea from today; the one from 6 days ago is now from 8 (the ranges are nested).
    expect(await expectRangesExact('rolled')).toEqual({ ...afterWrites, '30d': afterWrites['30d']! + 1, '365d': afterWrites['365d']! + 1 });
  });

  it("asks each of a word's alternatives once: a prefix covers the longer stems under it", async () => {
    const query = async (words: string[], prefixLast: boolean) =>
      (await api.handle.query<{ tq: string }>('SELECT idea_search_query($1::text[], $2)::text AS tq', [words, prefixLast]))[0]?.tq;
    // German stems Özlem to "ozl", simple keeps "ozlem" (twice: English too): 'ozl':* finds them all.
    expect(await query(['Özlem'], true)).toBe("'ozl':*");
    expect(await query(['energie', 'maintenance'], true)).toBe("( 'energi' | 'energie' ) & 'mainten':*");
  });

  it('answers 400 VALIDATION_FAILED for bad input', async () => {
    for (const qs of ['sort=best', 'limit=500', 'cursor=abc', 'status=nope', 'submitted=yesterday', 'from=2024-13-01', 'unknown=1', `q=${'x'.repeat(201)}`]) {
      const res = await http.get(viewer.sub, `/search/ideas?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.code, qs).toBe('VALIDATION_FAILED');
    }
    expect((await http.get(null, '/search/ideas?q=x')).status).toBe(401);
  });
});
