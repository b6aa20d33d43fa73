import { describe, expect, it } from 'vitest';
import { appealDeadline, checkAppeal, DEFAULT_APPEAL_PERIOD_DAYS, isAskedToDecideAppeal, mayDecideAppeal, statusAfterAppeal, type AppealIdea } from './appeals';
import { pendingTasks } from './tasks';

const decidedAt = new Date('2026-03-02T10:00:00.000Z');
const submitter = { id: 'u-sub' };
const rejected: AppealIdea = { submitterId: 'u-sub', status: 'rejected', decidedAt, hasOpenAppeal: false };
const at = (iso: string) => new Date(iso);

describe('appeal period', () => {
  it('is 4 weeks by default and ends exactly period days after the decision', () => {
    expect(DEFAULT_APPEAL_PERIOD_DAYS).toBe(28);
    expect(appealDeadline(decidedAt).toISOString()).toBe('2026-03-30T10:00:00.000Z');
    expect(appealDeadline(decidedAt, 14).toISOString()).toBe('2026-03-16T10:00:00.000Z');
  });

  it.each([
    ['right after the decision', '2026-03-02T10:00:00.001Z', true],
    ['one millisecond before the deadline', '2026-03-30T09:59:59.999Z', true],
    ['at the deadline itself', '2026-03-30T10:00:00.000Z', true],
    ['one millisecond after the deadline', '2026-03-30T10:00:00.001Z', false],
    ['a day after the deadline', '2026-03-31T10:00:00.000Z', false],
  ])('%s: on time = %s', (_label, now, onTime) => {
    const check = checkAppeal(submitter, rejected, 'rejection', at(now));
    expect(check.ok).toBe(onTime);
    if (!check.ok) expect(check.code).toBe('APPEAL_PERIOD_OVER');
  });

  it('follows the tenant period', () => {
    expect(checkAppeal(submitter, rejected, 'rejection', at('2026-03-10T10:00:00.000Z'), 7)).toMatchObject({ ok: false, code: 'APPEAL_PERIOD_OVER' });
    expect(checkAppeal(submitter, rejected, 'rejection', at('2026-03-09T10:00:00.000Z'), 7)).toMatchObject({ ok: true });
  });
});

describe('who may appeal what', () => {
  const now = at('2026-03-05T00:00:00.000Z');
  it('only the submitter', () => {
    expect(checkAppeal({ id: 'u-other' }, rejected, 'rejection', now)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
  it('a rejection only while the idea is rejected', () => {
    expect(checkAppeal(submitter, { ...rejected, status: 'accepted' }, 'rejection', now)).toMatchObject({ ok: false, code: 'NOT_APPEALABLE' });
  });
  it('a premium once it was decided, whatever the status', () => {
    expect(checkAppeal(submitter, { ...rejected, status: 'completed', decidedAt: null }, 'premium', now)).toMatchObject({ ok: false, code: 'NOT_APPEALABLE' });
    expect(checkAppeal(submitter, { ...rejected, status: 'completed' }, 'premium', now)).toMatchObject({ ok: true });
  });
  it('one appeal per decision: none while one is open, none after one was decided', () => {
    expect(checkAppeal(submitter, { ...rejected, hasOpenAppeal: true }, 'rejection', now)).toMatchObject({ ok: false, code: 'APPEAL_PENDING' });
    expect(checkAppeal(submitter, { ...rejected, hasDecidedAppeal: true }, 'rejection', now)).toMatchObject({ ok: false, code: 'NOT_APPEALABLE' });
  });
});

describe('deciding an appeal', () => {
  const appeal = { appellantId: 'u-sub' };
  it('ADMIN and idea managers decide, never the appellant, nobody else', () => {
    expect(mayDecideAppeal({ id: 'u-admin', role: 'ADMIN', isIdeaManager: false }, appeal)).toBe(true);
    expect(mayDecideAppeal({ id: 'u-im', role: 'CREATORS', isIdeaManager: true }, appeal)).toBe(true);
    expect(mayDecideAppeal({ id: 'u-sub', role: 'ADMIN', isIdeaManager: true }, appeal)).toBe(false);
    for (const role of ['EVALUATORS', 'CREATORS', 'VIEWERS'] as const) expect(mayDecideAppeal({ id: 'u-x', role, isIdeaManager: false }, appeal)).toBe(false);
  });
  it('is the idea managers\' task (decideAppeal), also on a rejected idea', () => {
    expect(isAskedToDecideAppeal({ id: 'u-im', isIdeaManager: true }, appeal)).toBe(true);
    expect(isAskedToDecideAppeal({ id: 'u-admin', isIdeaManager: false }, appeal)).toBe(false);
    const idea = { status: 'rejected', submitterId: 'u-sub', contributors: [], openAppealsBy: ['u-sub'] };
    expect(pendingTasks({ id: 'u-im', role: 'CREATORS', isIdeaManager: true }, idea)).toEqual(['decideAppeal']);
    expect(pendingTasks({ id: 'u-sub', role: 'CREATORS', isIdeaManager: true }, idea)).toEqual([]);
    expect(pendingTasks({ id: 'u-im', role: 'CREATORS', isIdeaManager: true }, { ...idea, openAppealsBy: [] })).toEqual([]);
  });
  it('an upheld rejection appeal reopens the idea in first assessment; nothing else changes the status', () => {
    expect(statusAfterAppeal('rejection', 'upheld')).toBe('first_assessment');
    expect(statusAfterAppeal('rejection', 'dismissed')).toBeNull();
    expect(statusAfterAppeal('premium', 'upheld')).toBeNull();
  });
});
