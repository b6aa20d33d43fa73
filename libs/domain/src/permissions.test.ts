import { describe, expect, it } from 'vitest';
import { canEditIdea } from './idea-access';
import { adminSectionsFor, canAccessAdmin, canCreateIdeas, FULL_PERMISSIONS, hasPermission, isActiveAccount, permissionsFor, READ_ONLY_PERMISSIONS, roleForIdea, seesWholeTenant } from './permissions';

describe('role -> permission table', () => {
  it('ADMIN and EVALUATORS have all seven full permissions', () => {
    for (const role of ['ADMIN', 'EVALUATORS'] as const) {
      expect(permissionsFor(role)).toEqual(FULL_PERMISSIONS);
      expect(FULL_PERMISSIONS).toHaveLength(7);
    }
  });

  it('VIEWERS only see details', () => {
    expect(permissionsFor('VIEWERS')).toEqual(['IDEA_DETAILS']);
    expect(hasPermission('VIEWERS', 'IDEA_HISTORY')).toBe(false);
  });

  it('CREATORS have details, inquiry and the read-only variants of the other five', () => {
    expect(permissionsFor('CREATORS')).toEqual(['IDEA_DETAILS', 'IDEA_INQUIRY', ...READ_ONLY_PERMISSIONS]);
    expect(READ_ONLY_PERMISSIONS).toHaveLength(5);
    expect(hasPermission('CREATORS', 'IDEA_REVIEW')).toBe(false);
    expect(hasPermission('CREATORS', 'IDEA_REVIEW_READ_ONLY')).toBe(true);
  });

  it('ADMIN and idea managers reach the admin area (an idea manager only premium rules and payroll); ADMIN and EVALUATORS see the whole tenant', () => {
    expect(canAccessAdmin('ADMIN')).toBe(true);
    for (const role of ['EVALUATORS', 'CREATORS', 'VIEWERS'] as const) expect(canAccessAdmin(role)).toBe(false);
    for (const role of ['EVALUATORS', 'CREATORS', 'VIEWERS'] as const) {
      expect(canAccessAdmin(role, true)).toBe(true);
      expect(adminSectionsFor(role, true)).toEqual(['premiumRules', 'payroll']);
      expect(adminSectionsFor(role)).toEqual([]);
    }
    expect(adminSectionsFor('ADMIN')).toContain('users');
    expect(adminSectionsFor('ADMIN', true)).toHaveLength(9);
    expect(seesWholeTenant('ADMIN')).toBe(true);
    expect(seesWholeTenant('EVALUATORS')).toBe(true);
    expect(seesWholeTenant('CREATORS')).toBe(false);
    expect(seesWholeTenant('VIEWERS')).toBe(false);
  });
});

describe('roleForIdea', () => {
  const idea = { submitterId: 'u-sub', contributors: [{ id: 'u-con' }, 'u-con2'], ideaAssessment: { assigneeId: 'u-ass' } };

  it('assignee -> EVALUATORS, submitter or contributor -> CREATORS, others -> VIEWERS', () => {
    expect(roleForIdea({ id: 'u-ass', role: 'VIEWERS' }, idea)).toBe('EVALUATORS');
    expect(roleForIdea({ id: 'u-sub', role: 'VIEWERS' }, idea)).toBe('CREATORS');
    expect(roleForIdea({ id: 'u-con', role: 'VIEWERS' }, idea)).toBe('CREATORS');
    expect(roleForIdea({ id: 'u-con2', role: 'CREATORS' }, idea)).toBe('CREATORS');
    expect(roleForIdea({ id: 'u-x', role: 'CREATORS' }, idea)).toBe('VIEWERS');
  });

  it('never lowers a global ADMIN or EVALUATORS role', () => {
    expect(roleForIdea({ id: 'u-x', role: 'ADMIN' }, idea)).toBe('ADMIN');
    expect(roleForIdea({ id: 'u-con', role: 'EVALUATORS' }, idea)).toBe('EVALUATORS');
  });

  it('handles ideas without an assessment', () => {
    expect(roleForIdea({ id: 'u-ass', role: 'VIEWERS' }, { submitterId: 'u-sub', contributors: [], ideaAssessment: null })).toBe('VIEWERS');
    expect(roleForIdea({ id: 'u-ass', role: 'VIEWERS' }, { submitterId: 'u-sub', contributors: [] })).toBe('VIEWERS');
  });
});

describe('canCreateIdeas', () => {
  const active = { enabled: true, status: 'ACTIVE' };

  it('lets every signed-in, active employee create and submit ideas, VIEWERS included', () => {
    expect(canCreateIdeas(active)).toBe(true);
    expect(isActiveAccount(active)).toBe(true);
  });

  it('not a disabled or inactive account', () => {
    expect(canCreateIdeas({ enabled: false, status: 'ACTIVE' })).toBe(false);
    expect(canCreateIdeas({ enabled: true, status: 'INACTIVE' })).toBe(false);
  });

  it('a VIEWER who submitted an idea is its CREATORS: edits the draft, gains no assessment rights', () => {
    const viewer = { id: 'u-v', role: 'VIEWERS' as const };
    const draft = { submitterId: 'u-v', contributors: [], status: 'draft' as const };
    expect(roleForIdea(viewer, draft)).toBe('CREATORS');
    expect(canEditIdea(viewer, draft)).toBe(true);
    expect(hasPermission(roleForIdea(viewer, draft), 'IDEA_ASSESSMENT')).toBe(false);
    expect(hasPermission('VIEWERS', 'IDEA_ASSESSMENT')).toBe(false);
  });
});
