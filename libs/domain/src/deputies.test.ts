import { describe, expect, it } from 'vitest';
import { asDeputy, effectiveAssignee, holdsTask, isAbsentOn, principalsOf, type AbsenceRule } from './deputies';
import { allowedActions, checkTransition, panelModes, type WorkflowIdea } from './workflow';

const absences: AbsenceRule[] = [
  { userId: 'eva', from: '2026-03-02', to: '2026-03-06', deputyId: 'dan' },
  { userId: 'dan', from: '2026-03-05', to: '2026-03-10', deputyId: 'eva' },
];

describe('absences and deputies', () => {
  it('an absence includes its first and last day', () => {
    expect(isAbsentOn(absences[0]!, '2026-03-01')).toBe(false);
    expect(isAbsentOn(absences[0]!, '2026-03-02')).toBe(true);
    expect(isAbsentOn(absences[0]!, '2026-03-06')).toBe(true);
    expect(isAbsentOn(absences[0]!, '2026-03-07')).toBe(false);
  });

  it('a new task goes to the deputy only within the absence', () => {
    expect(effectiveAssignee('eva', absences, '2026-03-01')).toEqual({ assigneeId: 'eva', deputyFor: null });
    expect(effectiveAssignee('eva', absences, '2026-03-03')).toEqual({ assigneeId: 'dan', deputyFor: 'eva' });
    expect(effectiveAssignee('eva', absences, '2026-03-07')).toEqual({ assigneeId: 'eva', deputyFor: null });
    expect(effectiveAssignee('sam', absences, '2026-03-03')).toEqual({ assigneeId: 'sam', deputyFor: null });
  });

  it('one step only: a deputy who is absent too keeps the task', () => {
    expect(effectiveAssignee('eva', absences, '2026-03-05')).toEqual({ assigneeId: 'dan', deputyFor: 'eva' });
  });

  it('names whom a deputy stands in for on a day', () => {
    expect(principalsOf('dan', absences, '2026-03-03')).toEqual(['eva']);
    expect(principalsOf('dan', absences, '2026-03-08')).toEqual([]);
    expect(principalsOf('eva', absences, '2026-03-08')).toEqual(['dan']);
  });
});

describe('a deputy works the tasks and nothing more', () => {
  const review: WorkflowIdea = { status: 'review', submitterId: 'sub', contributors: [], ideaAssessment: { assigneeId: 'eva' }, pendingExpertIds: [] };
  const viewer = { id: 'dan', role: 'VIEWERS' as const };

  it('a viewer cannot review, but may as the assignee’s deputy', () => {
    expect(checkTransition(viewer, review, 'review').ok).toBe(false);
    expect(holdsTask(review, 'eva')).toBe(true);
    const asDan = asDeputy(review, 'eva', 'dan');
    expect(checkTransition(viewer, asDan, 'review', 'implementation')).toEqual({ ok: true, to: 'implementation' });
    expect(panelModes(viewer, asDan).review).toBe('edit');
  });

  it('gains nothing on an idea where the absent person has no task (no role, no visibility)', () => {
    const other: WorkflowIdea = { ...review, ideaAssessment: { assigneeId: 'sam' } };
    expect(holdsTask(other, 'eva')).toBe(false);
    expect(allowedActions(viewer, asDeputy(other, 'eva', 'dan'))).toEqual(allowedActions(viewer, other));
  });

  it('an asked expert’s deputy gives the opinion; separation of duties binds the deputy', () => {
    const asked: WorkflowIdea = { ...review, ideaAssessment: { assigneeId: 'sam' }, pendingExpertIds: ['eva'], expertIds: ['eva'] };
    expect(checkTransition(viewer, asDeputy(asked, 'eva', 'dan'), 'giveExpertOpinion').ok).toBe(true);
    const ownIdea: WorkflowIdea = { ...review, submitterId: 'dan' };
    expect(checkTransition(viewer, asDeputy(ownIdea, 'eva', 'dan'), 'review')).toEqual({ ok: false, code: 'CONFLICT_OF_INTEREST' });
  });
});
