import { describe, expect, it } from 'vitest';
import { keptForAMinute } from './cache';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keptForAMinute', () => {
  it("keeps a tenant's answer for a minute of the clock, then serves it while the next one is computed", async () => {
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
    // The first request waits; requests meanwhile share it; another tenant has its own.
    expect(await Promise.all([tasksOf('t1', at()), tasksOf('t1', at())])).toEqual(['t1@1', 't1@1']);
    expect(await tasksOf('t2', at())).toBe('t2@2');
    now += 59_000;
    expect(await tasksOf('t1', at())).toBe('t1@1');
    // A minute old: still served, and asked again once in the background.
    now += 1_000;
    expect(await Promise.all([tasksOf('t1', at()), tasksOf('t1', at())])).toEqual(['t1@1', 't1@1']);
    await settle();
    expect(await tasksOf('t1', at())).toBe('t1@3');
    expect(asked).toEqual(['t1', 't2', 't1']);
    // Ten minutes old, or a clock set back: not served, the request waits for the new one.
    now += 10 * 60_000;
    expect(await tasksOf('t1', at())).toBe('t1@4');
    now -= 3_600_000;
    expect(await tasksOf('t1', at())).toBe('t1@5');
  });

  it('keeps no failure', async () => {
    let fail = true;
    const tasksOf = keptForAMinute(() => new Date(0), async () => {
      if (fail) throw new Error('database gone');
      return 'ok';
    });
    await expect(tasksOf('t1', new Date(0))).rejects.toThrow('database gone');
    await settle();
    fail = false;
    expect(await tasksOf('t1', new Date(0))).toBe('ok');
  });
});
