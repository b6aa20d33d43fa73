import type { Database } from '@idea-portal/db';
import { seesWholeTenant } from '@idea-portal/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { queryRows } from '../../lib/sql';

/** Answers kept at most (an all-time answer of a large tenant is some 50 kB). */
const MAX_ENTRIES = 200;

/**
 * Whose answer it is: everyone who sees the whole tenant gets the same figures (every submitted
 * idea); anyone else their own (shared with their unit or by name, taking part, standing in
 * today for an absent person).
 */
function scopeOf(caller: Caller): string {
  if (seesWholeTenant(caller.role)) return 'tenant';
  return ['user', caller.id, caller.role, caller.organizationalUnitId ?? '', new Date().toISOString().slice(0, 10)].join(':');
}

/**
 * The key figures computed once per version of their tenant's inputs (key_figure_versions,
 * migration 0037: bumped by the commit of any change to the ideas' facts, contributors, sharing,
 * experts, persons in charge, absences, employees, units or categories). The version is read
 * before the figures: their statement sees at least what that version stands for, so an answer is
 * never kept under a newer version than its data. Requests asking the same while it is computed
 * share one computation; each API instance keeps its own answers, each checked against the
 * database's version on every request.
 *
 * Measured at 100k ideas (tools/bench/results/key-figures-latency.md): computing takes 0.1-1.2 s
 * on PostgreSQL; a kept answer a few ms (one indexed row read).
 */
export function keyFiguresCache(db: Database) {
  const entries = new Map<string, { version: string; value: Promise<unknown> }>();

  async function versionOf(tenantId: string): Promise<string> {
    const [row] = await queryRows<{ version: string }>(db, sql`SELECT version::text AS version FROM key_figure_versions WHERE tenant_id = ${tenantId}`);
    return row?.version ?? '0';
  }

  return async function cached<T>(what: string, caller: Caller, query: object, compute: () => Promise<T>): Promise<T> {
    const version = await versionOf(caller.tenantId);
    const key = [what, caller.tenantId, scopeOf(caller), JSON.stringify(query)].join('|');
    const kept = entries.get(key);
    entries.delete(key);
    if (kept?.version === version) {
      entries.set(key, kept);
      return kept.value as Promise<T>;
    }
    const value = compute();
    entries.set(key, { version, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    // Least recently asked first (a Map keeps insertion order; a hit is inserted again).
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
    }
    return value;
  };
}

/** How long the tenant's tasks behind "overdue tasks now" are kept before they are asked again. */
const A_MINUTE = 60_000;
/** A kept answer older than this is not served while the new one is computed. */
const TOO_OLD = 10 * A_MINUTE;

/**
 * A tenant's answer kept a minute by the API's clock, then computed again in the background while
 * the kept one is still served (the tasks behind "overdue tasks now": every active person's pending
 * tasks, asked person by person as the reminder job does; at 100k ideas that takes about 2 s, so
 * only a tenant's first request, or one after ten quiet minutes, waits for it; the figure may be
 * a minute or two old). Requests meanwhile share one computation; a failure is not kept.
 */
export function keptForAMinute<T>(clock: () => Date, compute: (tenantId: string, now: Date) => Promise<T>) {
  const entries = new Map<string, { at: number; value: Promise<T>; next?: Promise<T> }>();
  const start = (tenantId: string, now: Date, at: number) => {
    const value = compute(tenantId, now);
    value.then(
      () => entries.set(tenantId, { at, value }),
      () => {
        const kept = entries.get(tenantId);
        if (kept?.value === value) entries.delete(tenantId);
        else if (kept?.next === value) kept.next = undefined;
      },
    );
    return value;
  };
  return (tenantId: string, now: Date): Promise<T> => {
    const at = clock().getTime();
    const kept = entries.get(tenantId);
    const age = kept ? at - kept.at : Infinity;
    if (kept && age >= 0 && age < A_MINUTE) return kept.value;
    if (kept && age >= 0 && age < TOO_OLD) {
      kept.next ??= start(tenantId, now, at);
      return kept.value;
    }
    if (kept?.next) return kept.next;
    const value = start(tenantId, now, at);
    entries.set(tenantId, { at, value });
    return value;
  };
}
