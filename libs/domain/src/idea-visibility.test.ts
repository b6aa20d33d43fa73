import { describe, expect, it } from 'vitest';
import { maySeeIdea, type VisibleIdea } from './idea-visibility';

const idea = (over: Partial<VisibleIdea> = {}): VisibleIdea => ({
  status: 'review',
  submitterId: 'u-sub',
  contributors: [{ id: 'u-con' }],
  ideaAssessment: { assigneeId: 'u-eval' },
  visibility: 'organization',
  organizationalUnitId: 'ou-a',
  visibleTo: [],
  ...over,
});
const viewer = { id: 'u-v', role: 'VIEWERS' as const, organizationalUnitId: 'ou-b' };

describe('maySeeIdea', () => {
  it('drafts only for participants, not even for admins', () => {
    const draft = idea({ status: 'draft', ideaAssessment: null });
    expect(maySeeIdea({ id: 'u-sub', role: 'CREATORS' }, draft)).toBe(true);
    expect(maySeeIdea({ id: 'u-con', role: 'VIEWERS' }, draft)).toBe(true);
    expect(maySeeIdea({ id: 'u-admin', role: 'ADMIN' }, draft)).toBe(false);
  });

  it('evaluators and admins see every submitted idea; others what is shared with them', () => {
    const unit = idea({ visibility: 'unit' });
    expect(maySeeIdea({ id: 'u-e2', role: 'EVALUATORS' }, unit)).toBe(true);
    expect(maySeeIdea(viewer, unit)).toBe(false);
    expect(maySeeIdea({ ...viewer, organizationalUnitId: 'ou-a' }, unit)).toBe(true);
    expect(maySeeIdea(viewer, idea({ visibility: 'people', visibleTo: ['u-v'] }))).toBe(true);
    expect(maySeeIdea(viewer, idea({ visibility: 'people', visibleTo: ['u-x'] }))).toBe(false);
    expect(maySeeIdea(viewer, idea())).toBe(true);
  });

  it('asked experts and the person in charge see an idea not shared with them', () => {
    expect(maySeeIdea(viewer, idea({ visibility: 'people', otherParticipantIds: ['u-v'] }))).toBe(true);
  });

  it('a deputy sees the ideas on which the person they stand in for holds a task, nothing else of theirs', () => {
    const restricted = idea({ visibility: 'people', visibleTo: [] });
    // Standing in for the assignee, for an expert who has not answered, for the person in charge.
    expect(maySeeIdea(viewer, restricted, ['u-eval'])).toBe(true);
    expect(maySeeIdea(viewer, idea({ visibility: 'people', taskHolderIds: ['u-expert'] }), ['u-expert'])).toBe(true);
    // Not for the submitter or a contributor (no task given by name), nor for someone else.
    expect(maySeeIdea(viewer, restricted, ['u-sub', 'u-con'])).toBe(false);
    expect(maySeeIdea(viewer, restricted, ['u-x'])).toBe(false);
    // An expert who answered is a participant, not a task holder: their deputy does not see it.
    expect(maySeeIdea(viewer, idea({ visibility: 'people', otherParticipantIds: ['u-expert'] }), ['u-expert'])).toBe(false);
  });
});
