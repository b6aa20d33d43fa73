import { describe, expect, it } from 'vitest';
import { keptForAMinute } from './cache';

describe('keptForAMinute', () => {
  it("keeps a tenant's answer for a minute of the clock, shares it meanwhile, and asks again after", async () => {
    let now = Date.parse('2026-11-28T10:00:00Z');
    const asked: string[] = [];
    const tasksOf = keptForAMinute(
      () => new Date(now),
      async (tenantId) => {
        asked.push(tenantId);
        return `${tenantId}@${asked.length}`;
      },
    );
    const at = () => new Date(now);
    expect(await Promise.all([tasksOf('t1', at()), tasksOf('t1', at())])).toEqual(['t1@1', 't1@1']);
    expect(await tasksOf('t2', at())).toBe('t2@2');
    now += 59_000;
    expect(await tasksOf('t1', at())).toBe('t1@1');
    now += 1_000;
    expect(await tasksOf('t1', at())).toBe('t1@3');
    // A clock set back (a test's, or a corrected one) asks again too.
    now -= 3_600_000;
    expect(await tasksOf('t1', at())).toBe('t1@4');
  });

  it('keeps no failure', async () => {
    let fail = true;
    const tasksOf = keptForAMinute(() => new Date(0), async () => {
      if (fail) throw new Error('database gone');
      return 'ok';
    });
    await expect(tasksOf('t1', new Date(0))).rejects.toThrow('database gone');
    fail = false;
    expect(await tasksOf('t1', new Date(0))).toBe('ok');
  });
});
