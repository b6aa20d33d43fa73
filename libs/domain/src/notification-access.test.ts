import { NOTIFICATION_KINDS, type PanelMode, type WorkflowPanel } from '@idea-portal/contracts';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SOURCES, notificationPanel, notificationVisibleTo } from './notification-access';
import { panelModes, WORKFLOW_PANELS } from './workflow';

const idea = { status: 'review', submitterId: 'u-sub', contributors: ['u-con'], ideaAssessment: { assigneeId: 'u-ass' }, implementerId: 'u-imp', pendingExpertIds: ['u-exp'] };
const panelsOf = (id: string, role: 'ADMIN' | 'EVALUATORS' | 'CREATORS' | 'VIEWERS' = 'VIEWERS') => panelModes({ id, role }, idea);
const only = (open: WorkflowPanel[]): Record<WorkflowPanel, PanelMode> =>
  Object.fromEntries(WORKFLOW_PANELS.map((p) => [p, open.includes(p) ? 'read' : 'none'])) as Record<WorkflowPanel, PanelMode>;

/** Every event as the rule sees it: each history source, plus the kinds that carry only the idea. */
const EVENTS = [
  ...NOTIFICATION_SOURCES.map((s) => ({ kind: s.kind, entityType: s.entityType })),
  { kind: 'status' as const },
  { kind: 'savedSearchMatch' as const },
  { kind: 'taskDueSoon' as const },
  { kind: 'taskDue' as const },
  { kind: 'taskEscalated' as const },
];
const label = (e: { kind: string; entityType?: string }) => `${e.kind}${e.entityType ? `/${e.entityType}` : ''}`;

describe('notificationPanel', () => {
  it('every kind has a panel: history events their source’s, the others the idea’s details', () => {
    expect(new Set(EVENTS.map((e) => e.kind))).toEqual(new Set(NOTIFICATION_KINDS));
    expect(Object.fromEntries(EVENTS.map((e) => [label(e), notificationPanel(e)]))).toEqual({
      'statusChange/idea': 'details',
      'assignment/first_assessment': 'assessment',
      'inquiry/idea': 'inquiry',
      'inquiryAnswer/idea': 'inquiry',
      'expertRequest/review': 'review',
      'expertOpinion/review': 'review',
      'assignment/review': 'review',
      'changesRequested/review': 'details',
      'revisionRequested/idea': 'details',
      'revisionAnswered/idea': 'details',
      'decision/idea': 'details',
      'appealFiled/idea': 'details',
      'appealDecided/idea': 'details',
      status: 'details',
      savedSearchMatch: 'details',
      taskDueSoon: 'details',
      taskDue: 'details',
      taskEscalated: 'details',
    });
  });
  it('an event of a history kind without its source is a programming error', () => {
    expect(() => notificationPanel({ kind: 'assignment' })).toThrow(/assignment/);
  });
});

describe('notificationVisibleTo', () => {
  const visible = (panels: Record<WorkflowPanel, PanelMode>, seesIdea = true) => EVENTS.filter((e) => notificationVisibleTo(e, { seesIdea, panels })).map(label);

  it('nothing for someone who may not see the idea, whatever their panels', () => {
    expect(visible(only([...WORKFLOW_PANELS]), false)).toEqual([]);
  });
  it('a follower who is a viewer of the idea: the idea and its status changes only', () => {
    const ideaOnly = ['statusChange/idea', 'changesRequested/review', 'revisionRequested/idea', 'revisionAnswered/idea', 'decision/idea', 'appealFiled/idea', 'appealDecided/idea', 'status', 'savedSearchMatch', 'taskDueSoon', 'taskDue', 'taskEscalated'];
    expect(visible(panelsOf('u-follower'))).toEqual(ideaOnly);
    expect(visible(panelsOf('u-follower', 'CREATORS'))).toEqual(ideaOnly);
  });
  it('submitter, contributor, assignee, evaluators and admins: everything', () => {
    for (const [id, role] of [['u-sub', 'CREATORS'], ['u-con', 'CREATORS'], ['u-ass', 'VIEWERS'], ['u-x', 'EVALUATORS'], ['u-x', 'ADMIN']] as const) {
      expect(visible(panelsOf(id, role)), `${id} ${role}`).toEqual(EVENTS.map(label));
    }
  });
  it('an asked expert and the person in charge: the review (experts, opinions, person in charge), not questions nor the assessment', () => {
    const reviewOnly = [
      'statusChange/idea',
      'expertRequest/review',
      'expertOpinion/review',
      'assignment/review',
      'changesRequested/review',
      'revisionRequested/idea',
      'revisionAnswered/idea',
      'decision/idea',
      'appealFiled/idea',
      'appealDecided/idea',
      'status',
      'savedSearchMatch',
      'taskDueSoon',
      'taskDue',
      'taskEscalated',
    ];
    expect(visible(panelsOf('u-exp'))).toEqual(reviewOnly);
    expect(visible(panelsOf('u-imp'))).toEqual(reviewOnly);
  });
  it('read and edit both open a panel', () => {
    expect(notificationVisibleTo({ kind: 'inquiry', entityType: 'idea' }, { seesIdea: true, panels: { ...only([]), inquiry: 'edit' } })).toBe(true);
    expect(notificationVisibleTo({ kind: 'inquiry', entityType: 'idea' }, { seesIdea: true, panels: only(['review']) })).toBe(false);
  });
});
