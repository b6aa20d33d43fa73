import type { Database } from '@idea-portal/db';
import { every } from '../../lib/every';
import { claimJobRun } from '../saved-searches/digest';
import { releaseDuePremiums } from './repository';

export const PREMIUM_RELEASE_JOB = 'premium-release';

export interface PremiumReleaseResult {
  /** False when another run (or instance) already did this hour's run. */
  ran: boolean;
  /** The ideas whose premium this run released. */
  released: string[];
}

/**
 * One run of the premium release (issue 39): claims the hour's run (one instance per hour), then
 * releases every premium of every tenant whose objection period ended without objection where its
 * rule set releases then, so a premium is released (and reaches the payroll export) when the
 * period ends, whether or not anybody reads it. Reading a premium only shows the status it has.
 */
export async function runPremiumRelease(db: Database, now = new Date()): Promise<PremiumReleaseResult> {
  if (!(await claimJobRun(db, PREMIUM_RELEASE_JOB, now.toISOString().slice(0, 13)))) return { ran: false, released: [] };
  return { ran: true, released: await releaseDuePremiums(db, now) };
}

export interface PremiumReleaseSchedule {
  /** How often the API process looks whether the hour's run is due (default 5 minutes). */
  checkEveryMs?: number;
  /** The time (default the system clock). */
  clock?: () => Date;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Runs the release in the API process: every few minutes it tries to claim the hour's run; the
 * claim in the database makes exactly one instance do it. Returns a stop function that settles
 * once a run under way has finished.
 */
export function schedulePremiumRelease(db: Database, options: PremiumReleaseSchedule = {}): () => Promise<void> {
  const clock = options.clock ?? (() => new Date());
  return every(options.checkEveryMs ?? 5 * 60 * 1000, async () => {
    try {
      const result = await runPremiumRelease(db, clock());
      if (result.ran) options.log?.info({ job: PREMIUM_RELEASE_JOB, released: result.released.length }, 'premiums released');
    } catch (err) {
      options.log?.error({ err, job: PREMIUM_RELEASE_JOB }, 'premium release failed');
    }
  });
}
