import { describe, expect, it } from 'vitest';
import { canDeleteIdea, canEditIdea, canManageIdea, isIdeaCreator } from './idea-access';

const idea = { submitterId: 'u-sub', contributors: [{ id: 'u-con' }, 'u-con2'], status: 'draft' as const };

describe('idea access', () => {
  it('submitter and contributors are creators whatever their global role', () => {
    expect(isIdeaCreator({ id: 'u-sub' }, idea)).toBe(true);
    expect(isIdeaCreator({ id: 'u-con2' }, idea)).toBe(true);
    expect(isIdeaCreator({ id: 'u-x' }, idea)).toBe(false);
    expect(canManageIdea({ id: 'u-sub', role: 'EVALUATORS' }, idea)).toBe(true);
  });

  it('creators and admins edit only draft / first_assessment', () => {
    expect(canEditIdea({ id: 'u-con', role: 'VIEWERS' }, idea)).toBe(true);
    expect(canEditIdea({ id: 'u-x', role: 'ADMIN' }, { ...idea, status: 'first_assessment' })).toBe(true);
    expect(canEditIdea({ id: 'u-sub', role: 'CREATORS' }, { ...idea, status: 'review' })).toBe(false);
    expect(canEditIdea({ id: 'u-x', role: 'EVALUATORS' }, idea)).toBe(false);
  });

  it('only drafts are deleted, by the submitter or an admin', () => {
    expect(canDeleteIdea({ id: 'u-sub', role: 'CREATORS' }, idea)).toBe(true);
    expect(canDeleteIdea({ id: 'u-con', role: 'CREATORS' }, idea)).toBe(false);
    expect(canDeleteIdea({ id: 'u-x', role: 'ADMIN' }, idea)).toBe(true);
    expect(canDeleteIdea({ id: 'u-sub', role: 'CREATORS' }, { ...idea, status: 'first_assessment' })).toBe(false);
  });
});
