import { SimilarIdeasResponse } from '@idea-portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orQuery } from '../src/modules/similar-ideas/repository';
import { apiOn, targets, type TestApi } from './support/api';
import { createIdea, json, submittedIdea, USERS } from './support/ideas';

const { creator, evaluator, otherTenant, viewer } = USERS;

describe('orQuery', () => {
  it('keeps distinct words of letters and digits only', () => {
    expect(orQuery("Wärme's & (Rückgewinnung) | wärme'; DROP TABLE x; 42 ab the und")).toBe('wärme | rückgewinnung | drop | table');
    expect(orQuery('a b !!')).toBeNull();
  });
});

describe.each(targets)('similar ideas on $name', (target) => {
  let api: TestApi;
  let http: ReturnType<typeof json>;
  beforeAll(async () => {
    api = await apiOn(target);
    http = json(api);
  });
  afterAll(() => api?.close());

  const similar = async (sub: string, query: Record<string, string>) => {
    const res = await http.get(sub, `/ideas/similar?${new URLSearchParams(query)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return SimilarIdeasResponse.parse(res.body).ideas;
  };

  it('finds an idea by a similar title (trigram) first', async () => {
    const ideas = await similar(viewer.sub, { title: 'Solar panels on the roof' });
    expect(ideas[0]).toMatchObject({ id: 'idea-019', title: 'Solar panels on the warehouse roof', status: 'final_decision' });
    expect(ideas.length).toBeLessThanOrEqual(5);
    expect(ideas.every((i, n) => n === 0 || i.score <= ideas[n - 1]!.score)).toBe(true);
  });

  it('finds German ideas by stemmed words of the problem statement', async () => {
    const ideas = await similar(viewer.sub, { title: 'Rad', description: 'Mehr Kolleginnen sollen mit dem Fahrrad zur Arbeit kommen; Dienstrad-Leasing wäre gut.' });
    expect(ideas.map((i) => i.id)).toContain('idea-012');
  });

  it('only suggests ideas the caller can see and never the excluded draft', async () => {
    const mine = await createIdea(api, creator.sub, { title: 'Predictive maintenance for moulding machines' });
    const forCreator = await similar(creator.sub, { title: 'Predictive maintenance for moulding machines' });
    expect(forCreator.map((i) => i.id)).toEqual(expect.arrayContaining([mine.id, 'idea-003']));
    const excluded = await similar(creator.sub, { title: 'Predictive maintenance for moulding machines', excludeId: mine.id });
    expect(excluded.map((i) => i.id)).not.toContain(mine.id);
    expect((await similar(viewer.sub, { title: 'Predictive maintenance for moulding machines' })).map((i) => i.id)).not.toContain(mine.id);
    expect((await similar(viewer.sub, { title: 'Confidential: restructuring of the service hotline' })).map((i) => i.id)).not.toContain('idea-024');
    expect((await similar(evaluator.sub, { title: 'Confidential: restructuring of the service hotline' }))[0]!.id).toBe('idea-024');
    expect(await similar(otherTenant.sub, { title: 'Solar panels on the warehouse roof' })).toEqual([]);
  });

  it('answers nothing for empty or stop-word input and refuses bad queries', async () => {
    expect(await similar(viewer.sub, { title: '' })).toEqual([]);
    expect(await similar(viewer.sub, { title: 'the', description: 'and the of' })).toEqual([]);
    expect((await http.get(viewer.sub, '/ideas/similar?title=x&foo=1')).status).toBe(400);
    expect((await http.get(viewer.sub, `/ideas/similar?title=${'x'.repeat(301)}`)).status).toBe(400);
  });

  it('a submitted idea becomes a suggestion for others', async () => {
    const { id } = await submittedIdea(api, creator.sub, {
      title: 'Regenwasser für die Toilettenspülung nutzen',
      description: 'Wir spülen die Toiletten mit teurem Trinkwasser, obwohl das Dach viel Regenwasser sammelt.',
      solution: 'Eine Zisterne mit Pumpe speist die Toilettenspülung des Verwaltungsgebäudes.',
      categoryId: 'cat-sustainability',
    });
    const ideas = await similar(viewer.sub, { title: 'Regenwasser nutzen', description: 'Trinkwasser sparen' });
    expect(ideas[0]!.id).toBe(id);
  });
});
