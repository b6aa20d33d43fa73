import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IdeaListQuery, IdeaStatus, IdeaSummary } from './ideas';

describe('IdeaStatus', () => {
  it('accepts canonical values and camelCase aliases', () => {
    expect(IdeaStatus.parse('first_assessment')).toBe('first_assessment');
    expect(IdeaStatus.parse('firstAssessment')).toBe('first_assessment');
    expect(IdeaStatus.parse('finalDecision')).toBe('final_decision');
    expect(IdeaStatus.safeParse('bogus').success).toBe(false);
  });

  it('encodes (the API serialises responses with zod encode)', () => {
    const summary = { id: 'i', title: 't', description: 'd', status: 'review' as const, category: null, submitterId: 's', submitterName: 'n', views: 0, likes: 0, createdAt: 'x', updatedAt: 'y' };
    expect(z.encode(IdeaSummary, summary).status).toBe('review');
  });
});

describe('IdeaListQuery', () => {
  it('defaults and coerces', () => {
    expect(IdeaListQuery.parse({})).toMatchObject({ limit: 50, sort: 'updatedAt:desc' });
    expect(IdeaListQuery.parse({ limit: '1000', status: 'draft,firstAssessment' })).toMatchObject({ limit: 1000, status: ['draft', 'first_assessment'] });
  });

  it('rejects limits above 1000 and unknown keys', () => {
    expect(IdeaListQuery.safeParse({ limit: '1001' }).success).toBe(false);
    expect(IdeaListQuery.safeParse({ foo: '1' }).success).toBe(false);
  });
});
