import { describe, expect, it } from 'vitest';
import { canDeleteIdea, canEditIdea, canManageIdea, ideaAccess, isIdeaCreator } from './idea-access';

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

describe('ideaAccess', () => {
  const idea = { submitterId: 'u1', contributors: [{ id: 'u2' }], status: 'first_assessment' as const, ideaAssessment: { assigneeId: 'u3' } };

  it('creators edit and manage while editable; admins too; others neither', () => {
    expect(ideaAccess({ id: 'u1', role: 'CREATORS' }, idea)).toEqual({ role: 'CREATORS', isCreator: true, isAdmin: false, canEdit: true, canManage: true });
    expect(ideaAccess({ id: 'u2', role: 'VIEWERS' }, idea)).toMatchObject({ isCreator: true, canEdit: true });
    expect(ideaAccess({ id: 'a', role: 'ADMIN' }, idea)).toMatchObject({ role: 'ADMIN', isAdmin: true, canEdit: true, canManage: true });
    expect(ideaAccess({ id: 'u3', role: 'VIEWERS' }, idea)).toMatchObject({ role: 'EVALUATORS', canEdit: false, canManage: false });
    expect(ideaAccess(null, idea)).toMatchObject({ role: 'VIEWERS', canEdit: false });
  });

  it('past first assessment nobody edits (the API answers NOT_EDITABLE), creators still manage', () => {
    const assessed = { ...idea, status: 'implementation' as const };
    expect(ideaAccess({ id: 'u1', role: 'CREATORS' }, assessed)).toMatchObject({ canEdit: false, canManage: true });
    expect(ideaAccess({ id: 'a', role: 'ADMIN' }, assessed)).toMatchObject({ canEdit: false, canManage: true });
  });
});
