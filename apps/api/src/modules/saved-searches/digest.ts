import type { Database } from '@idea-portal/db';
import type { Mailer } from '@idea-portal/server';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { apiJobRuns, ideas, savedSearchMatches, tenants, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { digestMail, type DigestEntry } from './digest-mail';
import { every } from '../../lib/every';
import { maySee, subscribersById } from './subscriptions';

export const DIGEST_JOB = 'saved-search-digest';

export interface DigestOptions {
  mailer: Pick<Mailer, 'send'>;
  /** The shell's public URL, for the links in the mail. */
  appUrl: string;
  /** The run's moment (default now); its UTC date names the daily run. */
  now?: Date;
}

export interface DigestResult {
  /** False when another run (or instance) already did today's digest. */
  ran: boolean;
  /** Recipients mailed. */
  sent: string[];
  failed: string[];
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Claims the run of `job` for `period`: only one caller (instance) gets true. */
export async function claimJobRun(db: Database, job: string, period: string): Promise<boolean> {
  const rows = await db.insert(apiJobRuns).values({ job, period }).onConflictDoNothing().returning({ job: apiJobRuns.job });
  return rows.length > 0;
}

type Claimed = { user_id: string; idea_id: string; saved_search_id: string; search_name: string; email_digest: boolean; subscribed: boolean };

/**
 * The daily e-mail digest. Claims today's run (one instance per day), then claims every match
 * not yet digested (marking it, so it is never mailed twice), and mails each person who chose
 * the digest the ideas they may still see, grouped by saved search. A mail that fails hands its
 * matches back to the next day's run.
 */
export async function runSavedSearchDigest(db: Database, options: DigestOptions): Promise<DigestResult> {
  const now = options.now ?? new Date();
  if (!(await claimJobRun(db, DIGEST_JOB, utcDay(now)))) return { ran: false, sent: [], failed: [] };

  const claimed = await queryRows<Claimed>(
    db,
    sql`UPDATE saved_search_matches m SET digested_at = ${now.toISOString()}::timestamptz
          FROM saved_searches s
         WHERE s.id = m.saved_search_id AND m.digested_at IS NULL
     RETURNING m.user_id, m.idea_id, m.saved_search_id, s.name AS search_name, s.email_digest, s.subscribed`,
  );
  const wanted = claimed.filter((c) => c.subscribed && c.email_digest);
  const people = await subscribersById(db, [...new Set(wanted.map((c) => c.user_id))]);
  const result: DigestResult = { ran: true, sent: [], failed: [] };
  for (const [userId, person] of people) {
    const mine = wanted.filter((c) => c.user_id === userId);
    const ideaIds = [...new Set(mine.map((c) => c.idea_id))];
    const titles = new Map((await db.select({ id: ideas.id, title: ideas.title }).from(ideas).where(inArray(ideas.id, ideaIds))).map((r) => [r.id, r.title]));
    const visible = new Set<string>();
    for (const id of ideaIds) if (await maySee(db, person, id)) visible.add(id);
    const bySearch = new Map<string, DigestEntry>();
    for (const c of mine) {
      const title = titles.get(c.idea_id);
      if (!visible.has(c.idea_id) || title === undefined) continue;
      const entry = bySearch.get(c.saved_search_id) ?? { searchName: c.search_name, ideas: [] };
      entry.ideas.push({ id: c.idea_id, title });
      bySearch.set(c.saved_search_id, entry);
    }
    if (bySearch.size === 0) continue;
    const [lang] = await db
      .select({ user: users.preferredLanguage, tenant: tenants.preferredLanguage })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(eq(users.id, userId));
    try {
      await options.mailer.send(
        digestMail({ to: person.email, givenName: person.givenName, lang: lang?.user ?? lang?.tenant ?? 'en', appUrl: options.appUrl, entries: [...bySearch.values()] }),
      );
      result.sent.push(person.email);
    } catch {
      await db
        .update(savedSearchMatches)
        .set({ digestedAt: null })
        .where(and(eq(savedSearchMatches.userId, userId), eq(savedSearchMatches.digestedAt, now), inArray(savedSearchMatches.ideaId, ideaIds)));
      result.failed.push(person.email);
    }
  }
  return result;
}

export interface DigestSchedule {
  /** Hour of the day (UTC) from which the day's digest goes out (default 6). */
  hourUtc?: number;
  /** How often the API process looks whether the day's digest is due (default 10 minutes). */
  checkEveryMs?: number;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Runs the digest once a day in the API process: every few minutes it looks whether the hour
 * has come; the claim in the database makes exactly one instance send it. Returns a stop function
 * that settles once a digest already under way has finished, so the caller closes the database
 * pool after it, not under it.
 */
export function scheduleSavedSearchDigest(
  db: Database,
  options: Omit<DigestOptions, 'now'> & DigestSchedule,
  run: typeof runSavedSearchDigest = runSavedSearchDigest,
): () => Promise<void> {
  const hour = options.hourUtc ?? 6;
  return every(options.checkEveryMs ?? 10 * 60 * 1000, () => {
    const now = new Date();
    if (now.getUTCHours() < hour) return undefined;
    return (async () => {
      try {
        const result = await run(db, { ...options, now });
        if (result.ran) options.log?.info({ job: DIGEST_JOB, sent: result.sent.length, failed: result.failed.length }, 'saved-search digest sent');
      } catch (err) {
        options.log?.error({ err, job: DIGEST_JOB }, 'saved-search digest failed');
      }
    })();
  });
}
