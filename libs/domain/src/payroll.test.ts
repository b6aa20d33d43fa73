import { describe, expect, it } from 'vitest';
import { mayExportPayroll, payrollDue } from './payroll';

describe('payroll: what is due', () => {
  const share = (ideaId: string, userId: string, amount: number) => ({ ideaId, userId, amount });
  it.each([
    ['nothing exported yet: the whole share', [share('i1', 'u1', 100)], [], [share('i1', 'u1', 100)]],
    ['exported in full: nothing', [share('i1', 'u1', 100)], [share('i1', 'u1', 100)], []],
    ['a top-up: only the difference, in cents', [share('i1', 'u1', 150.1)], [share('i1', 'u1', 100.05)], [share('i1', 'u1', 50.05)]],
    ['two earlier batches add up', [share('i1', 'u1', 90)], [share('i1', 'u1', 40), share('i1', 'u1', 50)], []],
    ['a lower share than exported (claw-back): nothing, never negative', [share('i1', 'u1', 80)], [share('i1', 'u1', 100)], []],
    ['per person and idea', [share('i1', 'u1', 50), share('i1', 'u2', 50), share('i2', 'u1', 30)], [share('i1', 'u1', 50)], [share('i1', 'u2', 50), share('i2', 'u1', 30)]],
    ['a zero share: nothing', [share('i1', 'u1', 0)], [], []],
  ])('%s', (_label, shares, exported, expected) => {
    expect(payrollDue(shares, exported)).toEqual(expected);
  });

  it('ADMIN and idea managers export, nobody else', () => {
    expect(mayExportPayroll({ role: 'ADMIN', isIdeaManager: false })).toBe(true);
    expect(mayExportPayroll({ role: 'CREATORS', isIdeaManager: true })).toBe(true);
    for (const role of ['EVALUATORS', 'CREATORS', 'VIEWERS']) expect(mayExportPayroll({ role, isIdeaManager: false })).toBe(false);
  });
});
