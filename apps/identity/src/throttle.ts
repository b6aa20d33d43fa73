/**
 * Brute-force protection. Failed sign-ins are recorded per account (the normalised e-mail, known
 * or not) and per client address; within a sliding window, answers are slowed down from
 * `slowAfter` failures and refused from `lockAt` failures until the window has moved on.
 *
 * A browser that completed a sign-in gets a remembered-device cookie. For that account, such a
 * device counts only its own failures and ignores the address limit, so a stranger hammering the
 * account (or sharing the owner's network) never locks the owner out.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from './sql.js';

export interface BruteForceOptions {
  /** Sliding window in seconds. Default 15 minutes. */
  windowSeconds?: number;
  /** Failures of one account within the window that lock it. Default 5. */
  accountLockAt?: number;
  /** Failures of one address (all accounts) within the window that lock it. Default 20. */
  addressLockAt?: number;
  /** Failures (account or address) from which each answer is delayed. Default 3 / 10. */
  accountSlowAfter?: number;
  addressSlowAfter?: number;
  /** First delay; doubles with every further failure, up to maxDelayMs. Default 500 ms / 4 s. */
  slowdownMs?: number;
  maxDelayMs?: number;
}

export const BRUTE_FORCE_DEFAULTS: Required<BruteForceOptions> = {
  windowSeconds: 15 * 60,
  accountLockAt: 5,
  addressLockAt: 20,
  accountSlowAfter: 3,
  addressSlowAfter: 10,
  slowdownMs: 500,
  maxDelayMs: 4000,
};

export interface AttemptSource {
  /** Normalised e-mail. */
  accountKey: string;
  address: string;
  /** The remembered device, when its cookie is valid for this very account. */
  trustedDeviceId?: string;
}

export type Gate = { locked: false; delayMs: number } | { locked: true; scope: 'account' | 'address'; until: Date };

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function createBruteForceGuard(sql: SqlClient, options: BruteForceOptions = {}) {
  const o = { ...BRUTE_FORCE_DEFAULTS, ...options };

  /** Failures in the window matching `where` ($1, $2 are its values), and when the lock (if any) ends. */
  async function window(where: string, values: [string, string | null], lockAt: number) {
    const { rows } = await sql.query<{ n: number | string; nth: Date | string | null }>(
      `SELECT (SELECT count(*) FROM identity.login_failures WHERE ${where} AND at > now() - make_interval(secs => $3::int)) AS n,
              (SELECT at FROM identity.login_failures WHERE ${where} AND at > now() - make_interval(secs => $3::int)
                ORDER BY at DESC OFFSET $4 LIMIT 1) AS nth`,
      [...values, o.windowSeconds, lockAt - 1],
    );
    const n = Number(rows[0]?.n ?? 0);
    const nth = rows[0]?.nth;
    return { n, until: nth ? new Date(toDate(nth).getTime() + o.windowSeconds * 1000) : null };
  }

  const delay = (n: number, after: number) => (n < after ? 0 : Math.min(o.maxDelayMs, o.slowdownMs * 2 ** (n - after)));

  return {
    options: o,
    /** Whether this attempt may proceed, and how long to wait first. */
    async check(src: AttemptSource): Promise<Gate> {
      if (src.trustedDeviceId) {
        const own = await window('account_key = $1 AND device_id = $2', [src.accountKey, src.trustedDeviceId], o.accountLockAt);
        if (own.until && own.until.getTime() > Date.now()) return { locked: true, scope: 'account', until: own.until };
        return { locked: false, delayMs: delay(own.n, o.accountSlowAfter) };
      }
      const [account, address] = await Promise.all([
        window('account_key = $1 AND $2::text IS NULL', [src.accountKey, null], o.accountLockAt),
        window('address = $1 AND $2::text IS NULL', [src.address, null], o.addressLockAt),
      ]);
      if (account.until && account.until.getTime() > Date.now()) return { locked: true, scope: 'account', until: account.until };
      if (address.until && address.until.getTime() > Date.now()) return { locked: true, scope: 'address', until: address.until };
      return { locked: false, delayMs: Math.max(delay(account.n, o.accountSlowAfter), delay(address.n, o.addressSlowAfter)) };
    },
    /** Records a failure; returns the gate for the next attempt (locked after the lockAt-th). */
    async fail(src: AttemptSource): Promise<Gate> {
      await sql.query(`INSERT INTO identity.login_failures (account_key, address, device_id) VALUES ($1, $2, $3)`, [
        src.accountKey,
        src.address,
        src.trustedDeviceId ?? null,
      ]);
      return this.check(src);
    },
    /** A successful sign-in forgets this source's failures (not a stranger's). */
    async succeed(src: AttemptSource): Promise<void> {
      await sql.query(
        `DELETE FROM identity.login_failures WHERE account_key = $1 AND (address = $2 OR device_id = $3)`,
        [src.accountKey, src.address, src.trustedDeviceId ?? null],
      );
    },
    /** Removes old rows (run with the periodic purge). */
    async purge(): Promise<void> {
      await sql.query(`DELETE FROM identity.login_failures WHERE at < now() - make_interval(secs => $1::int)`, [o.windowSeconds]);
    },
  };
}

export type BruteForceGuard = ReturnType<typeof createBruteForceGuard>;

/** Administrator action: forget every failure of an account (unlocks it at once). */
export async function clearFailures(sql: SqlClient, accountKey: string): Promise<void> {
  await sql.query(`DELETE FROM identity.login_failures WHERE account_key = $1`, [accountKey]);
}

// ---- remembered devices -------------------------------------------------------------------

export const DEVICE_COOKIE = 'idp_device';
export const DEVICE_TTL_DAYS = 180;

const sha = (s: string) => createHash('sha256').update(s).digest('base64url');

/** Creates a remembered device for the user; returns the cookie value. */
export async function rememberDevice(sql: SqlClient, userId: string): Promise<string> {
  const id = randomBytes(12).toString('base64url');
  const secret = randomBytes(24).toString('base64url');
  await sql.query(`INSERT INTO identity.trusted_devices (id, user_id, secret_hash) VALUES ($1, $2, $3)`, [id, userId, sha(secret)]);
  return `${id}.${secret}`;
}

/** The device id of a cookie value, when it is valid for this user. */
export async function trustedDevice(sql: SqlClient, cookieValue: string | undefined, userId: string): Promise<string | undefined> {
  if (!cookieValue) return undefined;
  const [id, secret] = cookieValue.split('.');
  if (!id || !secret) return undefined;
  const { rows } = await sql.query<{ secret_hash: string }>(
    `SELECT secret_hash FROM identity.trusted_devices
      WHERE id = $1 AND user_id = $2 AND last_used_at > now() - make_interval(days => $3::int)`,
    [id, userId, DEVICE_TTL_DAYS],
  );
  const stored = rows[0]?.secret_hash;
  if (!stored) return undefined;
  const a = Buffer.from(stored);
  const b = Buffer.from(sha(secret));
  return a.length === b.length && timingSafeEqual(a, b) ? id : undefined;
}

export async function touchDevice(sql: SqlClient, id: string): Promise<void> {
  await sql.query(`UPDATE identity.trusted_devices SET last_used_at = now() WHERE id = $1`, [id]);
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}
