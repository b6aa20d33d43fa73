import type { SqlRunner } from '@idea-portal/db';

/** Whether the identity provider's session `sid` is still signed in. */
export type SessionCheck = (sid: string) => Promise<boolean>;

/**
 * Checks `sid` against the embedded provider's session store (identity.oidc_payloads, model
 * 'Session', keyed by the session's `uid`, which is the tokens' `sid`). Sign-out deletes that row,
 * so an access token of an ended session stops working within `cacheMs`. Answers are cached
 * briefly so a burst of requests costs one lookup. When the database has no identity schema
 * (the provider runs elsewhere), every session counts as live.
 */
export function createSessionStoreCheck(sql: SqlRunner, cacheMs = 3_000): SessionCheck {
  const cache = new Map<string, { live: boolean; until: number }>();
  let storePresent: Promise<boolean> | null = null;
  const hasStore = () =>
    (storePresent ??= sql
      .query<{ present: boolean }>(`SELECT to_regclass('identity.oidc_payloads') IS NOT NULL AS present`)
      .then((rows) => rows[0]?.present === true)
      .catch(() => false));

  return async (sid) => {
    const now = Date.now();
    const hit = cache.get(sid);
    if (hit && hit.until > now) return hit.live;
    if (!(await hasStore())) return true;
    const rows = await sql.query(
      `SELECT 1 FROM identity.oidc_payloads
        WHERE model = 'Session' AND uid = $1 AND (expires_at IS NULL OR expires_at > now()) LIMIT 1`,
      [sid],
    );
    const live = rows.length > 0;
    if (cache.size > 10_000) cache.clear();
    cache.set(sid, { live, until: now + cacheMs });
    return live;
  };
}
