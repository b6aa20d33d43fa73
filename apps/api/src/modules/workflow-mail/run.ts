import type { WorkflowMailKind } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { workflowMailPreferences } from '@idea-portal/domain';
import type { Mailer } from '@idea-portal/server';
import { and, eq, inArray } from 'drizzle-orm';
import { callerColumns, type Caller } from '../../auth/caller';
import { every } from '../../lib/every';
import { tenants, users, workflowMailDeliveries, workflowMailDigests, workflowMailStart } from '../../db/schema';
import { digestMail, eventMail, type Recipient } from './mail-texts';
import { pendingMails, visibleMailEvents, type MailEvent, type PendingMail } from './events';

export interface WorkflowMailOptions {
  mailer: Pick<Mailer, 'send'>;
  /** The shell's public URL, for the links in the mail. */
  appUrl: string;
  /** The run's moment (default now); its UTC date names the day of a digest. */
  now?: Date;
  /** Hour of the day (UTC) from which each person's daily digest goes out (default 6). */
  digestHourUtc?: number;
  /** Events older than this are never mailed, e.g. after a long stop (default 3 days). */
  maxAgeMs?: number;
}

export interface WorkflowMailResult {
  /** One entry per mail sent at once: `email event-id`. */
  immediate: string[];
  /** Recipients of a daily digest. */
  digests: string[];
  failed: string[];
}

type Outcome = (typeof workflowMailDeliveries.$inferInsert)['outcome'];
type Person = Caller & { workflowMail: (typeof users.$inferSelect)['workflowMail']; lang: 'en' | 'de' };

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** Claims (recipient, event) pairs; returns the event ids this caller won (another instance may hold the rest). */
async function claim(db: Database, userId: string, events: PendingMail[], outcome: Outcome): Promise<Set<string>> {
  if (!events.length) return new Set();
  const rows = await db
    .insert(workflowMailDeliveries)
    .values(events.map((e) => ({ userId, eventId: e.event_id, kind: e.kind, outcome })))
    .onConflictDoNothing()
    .returning({ eventId: workflowMailDeliveries.eventId });
  return new Set(rows.map((r) => r.eventId));
}

async function release(db: Database, userId: string, eventIds: string[]): Promise<void> {
  if (eventIds.length) await db.delete(workflowMailDeliveries).where(and(eq(workflowMailDeliveries.userId, userId), inArray(workflowMailDeliveries.eventId, eventIds)));
}

async function peopleById(db: Database, ids: string[]): Promise<Map<string, Person>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      ...callerColumns,
      workflowMail: users.workflowMail,
      userLang: users.preferredLanguage,
      tenantLang: tenants.preferredLanguage,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(inArray(users.id, ids));
  return new Map(rows.map(({ userLang, tenantLang, ...p }) => [p.id, { ...p, lang: userLang ?? tenantLang ?? 'en' }]));
}

/**
 * One pass of workflow mail. Every event of WORKFLOW_MAIL_SOURCES not yet claimed for a recipient
 * is handled by their choice for its kind: 'off' is claimed without mail; 'immediately' is claimed
 * and mailed alone; 'daily' waits for the day's digest, which goes out from `digestHourUtc` on once
 * per person and day (claimed in workflow_mail_digests). Each claim is a row of
 * workflow_mail_deliveries inserted before the mail goes out, so two instances or a restart never
 * mail an event twice. Only what the recipient may read when the mail goes out is mailed (the rule
 * of GET /notifications); an event they cannot read then is claimed as withheld, never mailed later.
 * A mail that fails hands its events (and the day's digest) back to the next pass.
 */
export async function runWorkflowMail(db: Database, options: WorkflowMailOptions): Promise<WorkflowMailResult> {
  const now = options.now ?? new Date();
  const result: WorkflowMailResult = { immediate: [], digests: [], failed: [] };
  const [start] = await db.select({ since: workflowMailStart.since }).from(workflowMailStart).limit(1);
  const oldest = new Date(now.getTime() - (options.maxAgeMs ?? 3 * 24 * 3600_000));
  const since = start && start.since > oldest ? start.since : oldest;

  const pending = await pendingMails(db, since);
  const byUser = new Map<string, PendingMail[]>();
  for (const p of pending) byUser.set(p.user_id, [...(byUser.get(p.user_id) ?? []), p]);
  const people = await peopleById(db, [...byUser.keys()]);
  const digestDue = now.getUTCHours() >= (options.digestHourUtc ?? 6);

  for (const [userId, mine] of byUser) {
    const person = people.get(userId);
    if (!person) continue;
    const prefs = workflowMailPreferences(person.workflowMail);
    const having = (f: string) => mine.filter((p) => prefs[p.kind as WorkflowMailKind] === f);
    const recipient: Recipient = { email: person.email, givenName: person.givenName, lang: person.lang };

    await claim(db, userId, having('off'), 'off');

    // At once: each event alone, claimed first.
    const now1 = having('immediately');
    const visible = new Map((await visibleMailEvents(db, person, now1.map((p) => p.event_id))).map((e) => [e.id, e]));
    await claim(
      db,
      userId,
      now1.filter((p) => !visible.has(p.event_id)),
      'withheld',
    );
    for (const p of now1) {
      const event = visible.get(p.event_id);
      if (!event || !(await claim(db, userId, [p], 'immediately')).size) continue;
      try {
        await options.mailer.send(eventMail(recipient, event, options.appUrl));
        result.immediate.push(`${person.email} ${event.id}`);
      } catch {
        await release(db, userId, [p.event_id]);
        result.failed.push(person.email);
      }
    }

    // The daily digest: once per person and day, whichever instance claims it.
    const daily = having('daily');
    if (!digestDue || !daily.length) continue;
    const day = utcDay(now);
    const [digest] = await db.insert(workflowMailDigests).values({ userId, day }).onConflictDoNothing().returning({ day: workflowMailDigests.day });
    if (!digest) continue;
    const releaseDay = () => db.delete(workflowMailDigests).where(and(eq(workflowMailDigests.userId, userId), eq(workflowMailDigests.day, day)));
    const seen = new Map((await visibleMailEvents(db, person, daily.map((p) => p.event_id))).map((e) => [e.id, e]));
    await claim(
      db,
      userId,
      daily.filter((p) => !seen.has(p.event_id)),
      'withheld',
    );
    const won = await claim(
      db,
      userId,
      daily.filter((p) => seen.has(p.event_id)),
      'daily',
    );
    const events: MailEvent[] = [...seen.values()].filter((e) => won.has(e.id));
    if (!events.length) {
      await releaseDay();
      continue;
    }
    try {
      await options.mailer.send(digestMail(recipient, events, options.appUrl));
      result.digests.push(person.email);
    } catch {
      await release(db, userId, [...won]);
      await releaseDay();
      result.failed.push(person.email);
    }
  }
  return result;
}

export interface WorkflowMailSchedule {
  /** How often the API process looks for new events (default 60 seconds). */
  checkEveryMs?: number;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Runs workflow mail in the API process every `checkEveryMs`; the claims in the database make
 * several instances share the work without mailing anything twice. Returns a stop function that
 * settles once a pass under way has finished.
 */
export function scheduleWorkflowMail(db: Database, options: Omit<WorkflowMailOptions, 'now'> & WorkflowMailSchedule): () => Promise<void> {
  return every(options.checkEveryMs ?? 60_000, async () => {
    try {
      const result = await runWorkflowMail(db, options);
      if (result.immediate.length || result.digests.length || result.failed.length) {
        options.log?.info({ job: 'workflow-mail', immediate: result.immediate.length, digests: result.digests.length, failed: result.failed.length }, 'workflow mail sent');
      }
    } catch (err) {
      options.log?.error({ err, job: 'workflow-mail' }, 'workflow mail failed');
    }
  });
}
