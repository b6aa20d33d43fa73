import { describe, expect, it } from 'vitest';
import { countByStatus, keyFiguresOf, percent } from './key-indicators';

describe('key figures', () => {
  it('count submitted ideas only and round the rates to whole percentages', () => {
    const ideas = [
      ...Array(5).fill({ status: 'draft' }),
      { status: 'first_assessment' },
      { status: 'review' },
      { status: 'implementation' },
      { status: 'final_decision' },
      { status: 'accepted' },
      { status: 'completed' },
      { status: 'rejected' },
    ] as const;
    expect(keyFiguresOf(countByStatus(ideas))).toEqual({
      submitted: 7,
      inProgress: 4,
      // Implementation, final decision, accepted, completed: 4 of 7 = 57.1 %.
      implemented: 4,
      rejected: 1,
      implementationRate: 57,
      rejectionRate: 14,
    });
  });

  it('answer zeros, not NaN, without ideas', () => {
    expect(keyFiguresOf({})).toEqual({ submitted: 0, inProgress: 0, implemented: 0, rejected: 0, implementationRate: 0, rejectionRate: 0 });
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
  });
});
