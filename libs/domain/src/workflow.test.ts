import { IDEA_STATUSES, type IdeaStatus } from '@idea-portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  actorMay,
  actorsFor,
  allowedActions,
  checkTransition,
  findTransition,
  maySeeHistory,
  panelModes,
  panelReaders,
  WORKFLOW_PANELS,
  WORKFLOW_ACTIONS,
  WORKFLOW_ACTORS,
  transitionTableMarkdown,
  TRANSITIONS,
  type WorkflowAction,
  type WorkflowActor,
} from './workflow';

/**
 * The expected table, written independently of the implementation: per status, each possible
 * action -> [resulting statuses, actors besides ADMIN]. Every other (status, action) is impossible
 * for everyone, ADMIN included.
 */
const EXPECTED: Record<IdeaStatus, Partial<Record<WorkflowAction, [IdeaStatus[], WorkflowActor[]]>>> = {
  draft: { submit: [['first_assessment'], ['CREATORS']] },
  first_assessment: {
    saveAssessment: [['first_assessment'], ['EVALUATORS']],
    assess: [['first_assessment', 'review', 'rejected'], ['EVALUATORS']],
    assign: [['first_assessment', 'review'], ['EVALUATORS']],
    inquiry: [['first_assessment'], ['EVALUATORS']],
    answerInquiry: [['first_assessment'], ['CREATORS']],
    reject: [['rejected'], ['EVALUATORS']],
    markDuplicate: [['rejected'], ['EVALUATORS']],
    review: [['implementation', 'first_assessment', 'rejected'], ['EVALUATORS']],
  },
  review: {
    review: [['implementation', 'first_assessment', 'rejected'], ['EVALUATORS']],
    postpone: [['review'], ['EVALUATORS']],
    assign: [['review'], ['EVALUATORS']],
    inquiry: [['review'], ['EVALUATORS']],
    answerInquiry: [['review'], ['CREATORS']],
    requestExpertOpinion: [['review'], ['EVALUATORS']],
    giveExpertOpinion: [['review'], ['expert']],
    notImplemented: [['rejected'], ['EVALUATORS']],
    markDuplicate: [['rejected'], ['EVALUATORS']],
  },
  implementation: {
    updateImplementation: [['implementation'], ['EVALUATORS', 'implementer']],
    markImplemented: [['final_decision'], ['EVALUATORS', 'implementer']],
    notImplemented: [['rejected'], ['EVALUATORS']],
  },
  final_decision: { decide: [['accepted', 'rejected'], ['EVALUATORS']] },
  accepted: { complete: [['completed', 'accepted'], ['EVALUATORS']], confirmCompletion: [['completed'], ['EVALUATORS']] },
  rejected: {},
  completed: {},
};

describe('workflow table: every status x action x actor cell', () => {
  let cells = 0;
  for (const status of IDEA_STATUSES) {
    for (const action of WORKFLOW_ACTIONS) {
      for (const actor of WORKFLOW_ACTORS) {
        cells++;
        const row = EXPECTED[status][action];
        const expected = row ? actor === 'ADMIN' || row[1].includes(actor) : false;
        it(`${status} / ${action} / ${actor} -> ${expected ? 'allowed' : 'refused'}`, () => {
          expect(actorMay(new Set([actor]), status, action)).toBe(expected);
        });
      }
      it(`${status} / ${action} leads to ${EXPECTED[status][action]?.[0].join('|') ?? 'nothing'}`, () => {
        expect(findTransition(status, action)?.to ?? null).toEqual(EXPECTED[status][action]?.[0] ?? null);
      });
    }
  }
  it('counts 8 statuses x 18 actions x 6 actors', () => {
    expect(cells).toBe(8 * 18 * 6);
  });
});

const admin = { id: 'u-admin', role: 'ADMIN' as const };
const evaluator = { id: 'u-eval', role: 'EVALUATORS' as const };
const submitter = { id: 'u-sub', role: 'CREATORS' as const };
const assignee = { id: 'u-ass', role: 'VIEWERS' as const };
const expert = { id: 'u-exp', role: 'VIEWERS' as const };
const implementer = { id: 'u-imp', role: 'CREATORS' as const };
const viewer = { id: 'u-view', role: 'CREATORS' as const };
const idea = (status: string, extra = {}) => ({
  status,
  submitterId: 'u-sub',
  contributors: [{ id: 'u-con' }],
  ideaAssessment: { assigneeId: 'u-ass' },
  implementerId: 'u-imp',
  pendingExpertIds: ['u-exp'],
  hasOpenInquiry: true,
  ...extra,
});

describe('actors of a user on an idea', () => {
  it('per-idea role plus named functions', () => {
    expect([...actorsFor(assignee, idea('review'))]).toEqual(['EVALUATORS']);
    expect([...actorsFor(submitter, idea('review'))]).toEqual(['CREATORS']);
    expect([...actorsFor(expert, idea('review'))]).toEqual(['VIEWERS', 'expert']);
    expect([...actorsFor(implementer, idea('review'))]).toEqual(['VIEWERS', 'implementer']);
    expect([...actorsFor(viewer, idea('review'))]).toEqual(['VIEWERS']);
    // An evaluator who submitted the idea is also one of its creators.
    expect([...actorsFor({ id: 'u-sub', role: 'EVALUATORS' }, idea('draft'))]).toEqual(['EVALUATORS', 'CREATORS']);
  });
});

describe('checkTransition (what the API asks on every call)', () => {
  it('impossible in this status -> INVALID_TRANSITION, before asking who', () => {
    expect(checkTransition(viewer, idea('draft'), 'assess')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkTransition(admin, idea('completed'), 'decide')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkTransition(admin, idea('firstAssessment'), 'assess')).toEqual({ ok: true, to: 'first_assessment' });
  });
  it('not allowed for this user -> FORBIDDEN', () => {
    expect(checkTransition(submitter, idea('first_assessment'), 'assess')).toEqual({ ok: false, code: 'FORBIDDEN' });
    expect(checkTransition(viewer, idea('review'), 'giveExpertOpinion')).toEqual({ ok: false, code: 'FORBIDDEN' });
  });
  it('the chosen target must be one the table allows', () => {
    expect(checkTransition(assignee, idea('first_assessment'), 'assess', 'review')).toEqual({ ok: true, to: 'review' });
    expect(checkTransition(evaluator, idea('first_assessment'), 'assess', 'completed')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkTransition(evaluator, idea('finalDecision'), 'decide', 'rejected')).toEqual({ ok: true, to: 'rejected' });
    expect(checkTransition(implementer, idea('inProgress'), 'markImplemented')).toEqual({ ok: true, to: 'final_decision' });
  });
  it('an answer needs an open question', () => {
    expect(checkTransition(submitter, idea('review', { hasOpenInquiry: false }), 'answerInquiry')).toEqual({ ok: false, code: 'INVALID_TRANSITION' });
    expect(checkTransition(submitter, idea('review'), 'answerInquiry')).toEqual({ ok: true, to: 'review' });
  });
});

describe('allowedActions', () => {
  it('lists what the user may do now', () => {
    expect(allowedActions(submitter, idea('draft'))).toEqual(['submit']);
    expect(allowedActions(expert, idea('review'))).toEqual(['giveExpertOpinion']);
    expect(allowedActions(expert, idea('review', { pendingExpertIds: [] }))).toEqual([]);
    expect(allowedActions(implementer, idea('implementation'))).toEqual(['updateImplementation', 'markImplemented']);
    expect(allowedActions(viewer, idea('review'))).toEqual([]);
    expect(allowedActions(admin, idea('completed'))).toEqual([]);
  });
});

describe('panel modes (seven permissions and their read-only variants)', () => {
  it('VIEWERS see only details', () => {
    expect(panelModes(viewer, idea('review'))).toEqual({
      details: 'read', inquiry: 'none', assessment: 'none', review: 'none', implementation: 'none', finalDecision: 'none', history: 'none',
    });
    expect(maySeeHistory(viewer, idea('review'))).toBe(false);
  });
  it('CREATORS: inquiry full, the rest read-only', () => {
    expect(panelModes(submitter, idea('review'))).toEqual({
      details: 'read', inquiry: 'edit', assessment: 'read', review: 'read', implementation: 'read', finalDecision: 'read', history: 'read',
    });
    expect(panelModes(submitter, idea('draft')).details).toBe('edit');
    expect(panelModes(submitter, idea('review', { hasOpenInquiry: false })).inquiry).toBe('read');
  });
  it('EVALUATORS edit the panel of the current stage and read the others', () => {
    expect(panelModes(assignee, idea('first_assessment'))).toEqual({
      details: 'read', inquiry: 'edit', assessment: 'edit', review: 'edit', implementation: 'read', finalDecision: 'read', history: 'read',
    });
    expect(panelModes(evaluator, idea('final_decision'))).toMatchObject({ assessment: 'read', review: 'read', finalDecision: 'edit' });
  });
  it('named functions see the panels they work in', () => {
    expect(panelModes(expert, idea('review'))).toMatchObject({ review: 'edit', implementation: 'none', history: 'none' });
    expect(panelModes(expert, idea('implementation'))).toMatchObject({ review: 'read' });
    expect(panelModes(expert, idea('implementation', { pendingExpertIds: [] }))).toMatchObject({ review: 'none' });
    expect(panelModes(expert, idea('implementation', { pendingExpertIds: [], expertIds: ['u-exp'] }))).toMatchObject({ review: 'read' });
    expect(panelModes(implementer, idea('implementation'))).toMatchObject({ review: 'read', implementation: 'edit', assessment: 'none' });
  });
});

describe('panel readers (what SQL asks instead of panelModes)', () => {
  it('name the roles of each permission and the named functions', () => {
    expect(panelReaders('inquiry')).toEqual({ roles: ['ADMIN', 'EVALUATORS', 'CREATORS'], functions: [] });
    expect(panelReaders('review')).toEqual({ roles: ['ADMIN', 'EVALUATORS', 'CREATORS'], functions: ['expert', 'implementer'] });
    expect(panelReaders('implementation').functions).toEqual(['implementer']);
    expect(panelReaders('details').roles).toEqual(['ADMIN', 'EVALUATORS', 'VIEWERS', 'CREATORS']);
  });
  it('a panel is open exactly to its readers in every status, for every kind of person (no form without reading)', () => {
    const roles = ['ADMIN', 'EVALUATORS', 'CREATORS', 'VIEWERS'] as const;
    const people = ['u-sub', 'u-con', 'u-ass', 'u-exp', 'u-done', 'u-imp', 'u-none'];
    let checked = 0;
    for (const status of IDEA_STATUSES) {
      for (const hasOpenInquiry of [true, false]) {
        const state = idea(status, { hasOpenInquiry, expertIds: ['u-exp', 'u-done'] });
        for (const role of roles) {
          for (const id of people) {
            const user = { id, role };
            const modes = panelModes(user, state);
            const creator = id === 'u-sub' || id === 'u-con';
            // The per-idea role, written out: global ADMIN / EVALUATORS stay, the assignee evaluates, creators create, the rest view.
            const perIdea = role === 'ADMIN' || role === 'EVALUATORS' ? role : id === 'u-ass' ? 'EVALUATORS' : creator ? 'CREATORS' : 'VIEWERS';
            const permRoles = new Set([perIdea, ...(creator ? ['CREATORS' as const] : [])]);
            const fns = new Set([...(id === 'u-exp' || id === 'u-done' ? ['expert' as const] : []), ...(id === 'u-imp' ? ['implementer' as const] : [])]);
            for (const panel of WORKFLOW_PANELS) {
              const r = panelReaders(panel);
              const open = r.roles.some((x) => permRoles.has(x)) || r.functions.some((f) => fns.has(f));
              expect(modes[panel] !== 'none', `${status} ${role} ${id} ${panel}`).toBe(open);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(IDEA_STATUSES.length * 2 * 4 * people.length * WORKFLOW_PANELS.length);
  });
});

describe('transitionTableMarkdown', () => {
  it('has one row per transition plus the closed statuses', () => {
    const md = transitionTableMarkdown();
    expect(md.split('\n')).toHaveLength(2 + TRANSITIONS.length + 1);
    expect(md).toContain('| review | giveExpertOpinion | review | ADMIN, expert |');
    expect(md).toContain('| rejected, completed | (closed) | | |');
  });
});
