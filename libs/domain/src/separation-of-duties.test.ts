import type { AppRole, WorkflowAction } from '@idea-portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  completionNeedsSecondPerson,
  conflictedAssignee,
  contributorEditMode,
  contributorsFrozen,
  CREATOR_ACTIONS,
  isConflicted,
} from './separation-of-duties';
import { allowedActions, checkTransition, panelModes, withheldActions, TRANSITIONS, type WorkflowIdea } from './workflow';

const idea = (status: string, extra: Partial<WorkflowIdea> = {}): WorkflowIdea => ({
  status,
  submitterId: 'u-sub',
  contributors: [{ id: 'u-con' }],
  ideaAssessment: { assigneeId: null },
  implementerId: null,
  pendingExpertIds: [],
  expertIds: [],
  hasOpenInquiry: false,
  ...extra,
});

/** Every step that judges an idea, with a status where it is possible. */
const JUDGING = TRANSITIONS.filter((t) => !CREATOR_ACTIONS.includes(t.action));

describe('separation of duties: nobody handles an idea they submitted or contribute to', () => {
  const people: [string, string][] = [
    ['the submitter', 'u-sub'],
    ['a contributor', 'u-con'],
  ];
  for (const role of ['ADMIN', 'EVALUATORS'] as AppRole[]) {
    for (const [who, id] of people) {
      for (const t of JUDGING) {
        const state = idea(t.from, { completionRequestedBy: 'u-other', implementerId: id, ideaAssessment: { assigneeId: id } });
        it(`${who} as ${role}: ${t.from} / ${t.action} -> 403 CONFLICT_OF_INTEREST`, () => {
          expect(checkTransition({ id, role }, state, t.action)).toEqual({ ok: false, code: 'CONFLICT_OF_INTEREST' });
          expect(allowedActions({ id, role }, state)).not.toContain(t.action);
          expect(withheldActions({ id, role }, state)).toContainEqual({ action: t.action, reason: 'ownIdea' });
        });
        it(`${who} as ${role}: ${t.from} / ${t.action} allowed when the tenant allows self-assessment`, () => {
          expect(checkTransition({ id, role }, { ...state, allowSelfAssessment: true }, t.action).ok).toBe(true);
          expect(withheldActions({ id, role }, { ...state, allowSelfAssessment: true })).toEqual([]);
        });
      }
    }
  }

  it('the assessment assignee or implementer who is also a creator takes no step either', () => {
    const assignee = { id: 'u-con', role: 'CREATORS' as const };
    expect(checkTransition(assignee, idea('review', { ideaAssessment: { assigneeId: 'u-con' } }), 'review', 'implementation')).toEqual({ ok: false, code: 'CONFLICT_OF_INTEREST' });
    expect(checkTransition(assignee, idea('implementation', { implementerId: 'u-con' }), 'markImplemented')).toEqual({ ok: false, code: 'CONFLICT_OF_INTEREST' });
  });

  it('the creators keep their own steps (submit, answer a question) and an expert opinion', () => {
    const evaluatorSubmitter = { id: 'u-sub', role: 'EVALUATORS' as const };
    expect(checkTransition(evaluatorSubmitter, idea('draft'), 'submit')).toEqual({ ok: true, to: 'first_assessment' });
    expect(checkTransition(evaluatorSubmitter, idea('review', { hasOpenInquiry: true }), 'answerInquiry').ok).toBe(true);
    expect(checkTransition({ id: 'u-con', role: 'CREATORS' }, idea('review', { pendingExpertIds: ['u-con'], expertIds: ['u-con'] }), 'giveExpertOpinion').ok).toBe(true);
  });

  it('someone else of the same role may', () => {
    expect(checkTransition({ id: 'u-eval', role: 'EVALUATORS' }, idea('final_decision'), 'decide', 'accepted')).toEqual({ ok: true, to: 'accepted' });
    expect(checkTransition({ id: 'u-admin', role: 'ADMIN' }, idea('accepted'), 'complete')).toEqual({ ok: true, to: 'completed' });
  });

  it('the submitter-evaluator reads the panels of the stage instead of editing them', () => {
    const modes = panelModes({ id: 'u-sub', role: 'EVALUATORS' }, idea('first_assessment'));
    expect(modes).toMatchObject({ assessment: 'read', review: 'read' });
    expect(panelModes({ id: 'u-sub', role: 'EVALUATORS' }, idea('first_assessment', { allowSelfAssessment: true })).assessment).toBe('edit');
  });

  it('nobody who submitted or contributes is named assignee, person in charge or expert', () => {
    const i = idea('first_assessment');
    expect(conflictedAssignee(i, ['u-eval'])).toBeNull();
    expect(conflictedAssignee(i, ['u-eval', 'u-con'])).toBe('u-con');
    expect(conflictedAssignee(i, [null, 'u-sub'])).toBe('u-sub');
    expect(conflictedAssignee({ ...i, allowSelfAssessment: true }, ['u-sub'])).toBeNull();
    expect(isConflicted('u-sub', i)).toBe(true);
    expect(isConflicted('u-sub', { ...i, allowSelfAssessment: true })).toBe(false);
  });
});

describe('realised savings above the threshold need a second person', () => {
  it('the threshold is exclusive', () => {
    expect(completionNeedsSecondPerson(100_000, 100_000)).toBe(false);
    expect(completionNeedsSecondPerson(100_000.01, 100_000)).toBe(true);
  });
  it('a pending completion is confirmed by anyone who may complete, except the one who recorded it', () => {
    const pending = idea('accepted', { completionRequestedBy: 'u-eval' });
    expect(checkTransition({ id: 'u-eval', role: 'EVALUATORS' }, pending, 'confirmCompletion')).toEqual({ ok: false, code: 'SECOND_PERSON_REQUIRED' });
    expect(withheldActions({ id: 'u-eval', role: 'EVALUATORS' }, pending)).toEqual([{ action: 'confirmCompletion', reason: 'secondPersonRequired' }]);
    expect(checkTransition({ id: 'u-eval2', role: 'EVALUATORS' }, pending, 'confirmCompletion')).toEqual({ ok: true, to: 'completed' });
    expect(checkTransition({ id: 'u-admin', role: 'ADMIN' }, pending, 'confirmCompletion')).toEqual({ ok: true, to: 'completed' });
    expect(checkTransition({ id: 'u-viewer', role: 'VIEWERS' }, pending, 'confirmCompletion')).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(checkTransition({ id: 'u-sub', role: 'ADMIN' }, pending, 'confirmCompletion')).toEqual({ ok: false, code: 'CONFLICT_OF_INTEREST' });
  });
  it('nothing to confirm -> INVALID_TRANSITION; a completion may go to accepted (pending)', () => {
    expect(checkTransition({ id: 'u-admin', role: 'ADMIN' }, idea('accepted'), 'confirmCompletion')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkTransition({ id: 'u-admin', role: 'ADMIN' }, idea('accepted'), 'complete', 'accepted')).toEqual({ ok: true, to: 'accepted' });
  });
});

describe('an expert who already answered', () => {
  it('gets INVALID_TRANSITION (409), not FORBIDDEN', () => {
    const answered = idea('review', { pendingExpertIds: [], expertIds: ['u-exp'] });
    expect(checkTransition({ id: 'u-exp', role: 'VIEWERS' }, answered, 'giveExpertOpinion')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkTransition({ id: 'u-other', role: 'VIEWERS' }, answered, 'giveExpertOpinion')).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('contributors are fixed from the final decision on', () => {
  const submitter = { id: 'u-sub', role: 'CREATORS' as const };
  const admin = { id: 'u-admin', role: 'ADMIN' as const };
  const manager = { id: 'u-mgr', role: 'EVALUATORS' as const };
  it('frozen statuses', () => {
    expect(['draft', 'first_assessment', 'review', 'implementation'].map(contributorsFrozen)).toEqual([false, false, false, false]);
    expect(['final_decision', 'accepted', 'completed', 'rejected'].map(contributorsFrozen)).toEqual([true, true, true, true]);
  });
  it('creators and ADMIN edit until then; afterwards only an idea manager corrects them', () => {
    expect(contributorEditMode(submitter, idea('implementation'), false)).toBe('edit');
    expect(contributorEditMode(admin, idea('implementation'), false)).toBe('edit');
    expect(contributorEditMode(manager, idea('implementation'), true)).toBe('none');
    expect(contributorEditMode(submitter, idea('final_decision'), false)).toBe('frozen');
    expect(contributorEditMode(admin, idea('accepted'), false)).toBe('frozen');
    expect(contributorEditMode(manager, idea('accepted'), true)).toBe('correct');
    expect(contributorEditMode({ id: 'u-x', role: 'CREATORS' }, idea('accepted'), false)).toBe('none');
    expect(contributorEditMode(null, idea('draft'), false)).toBe('none');
  });
  it('an idea manager does not correct the contributors of their own idea (unless the tenant allows it)', () => {
    const own = { id: 'u-con', role: 'EVALUATORS' as const };
    expect(contributorEditMode(own, idea('accepted'), true)).toBe('frozen');
    expect(contributorEditMode(own, idea('accepted', { allowSelfAssessment: true }), true)).toBe('correct');
  });
});

// Every action is either a creator's or judging: the list of creator actions names real ones.
it('CREATOR_ACTIONS are actions of the table', () => {
  const actions = new Set<WorkflowAction>(TRANSITIONS.map((t) => t.action));
  for (const a of CREATOR_ACTIONS) expect(actions.has(a)).toBe(true);
});
