import { describe, expect, it, vi } from 'vitest';
import type { Database } from '@idea-portal/db';
import { scheduleSavedSearchDigest, type runSavedSearchDigest } from './digest';

type Run = typeof runSavedSearchDigest;
const db = {} as Database;
const options = { hourUtc: 0, checkEveryMs: 5, from: 'portal@example.com', appUrl: 'http://portal' } as unknown as Parameters<typeof scheduleSavedSearchDigest>[1];

describe('the digest schedule', () => {
  it('stopping waits for a digest under way, so the pool is closed after it, and starts no other', async () => {
    let finish!: () => void;
    const run = vi.fn<Run>(() => new Promise((resolve) => (finish = () => resolve({ ran: true, sent: [], failed: [] } as unknown as Awaited<ReturnType<Run>>))));
    const stop = scheduleSavedSearchDigest(db, options, run);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 30));
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a failed digest is logged and the next check runs again', async () => {
    const error = vi.fn();
    const run = vi.fn<Run>().mockRejectedValueOnce(new Error('smtp down')).mockResolvedValue({ ran: false, sent: [], failed: [] } as unknown as Awaited<ReturnType<Run>>);
    const stop = scheduleSavedSearchDigest(db, { ...options, log: { info: vi.fn(), error } }, run);
    await vi.waitFor(() => expect(run.mock.calls.length).toBeGreaterThanOrEqual(2));
    await stop();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ job: expect.any(String) }), 'saved-search digest failed');
  });
});
