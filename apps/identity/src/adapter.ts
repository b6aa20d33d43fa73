import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { SqlClient } from './sql.js';

/**
 * oidc-provider storage in identity.oidc_payloads, so sessions, grants, codes and refresh tokens
 * survive restarts and are shared by every replica. Expired rows are invisible to `find` and
 * removed by `purgeExpired` (run periodically by createIdentity).
 */
export function createAdapterFactory(sql: SqlClient): AdapterFactory {
  return (model: string): Adapter => {
    const findWhere = async (column: 'id' | 'uid' | 'user_code', value: string) => {
      const { rows } = await sql.query<{ payload: AdapterPayload | string; consumed_at: Date | string | null }>(
        `SELECT payload, consumed_at FROM identity.oidc_payloads
          WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())
          LIMIT 1`,
        [model, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as AdapterPayload) : row.payload;
      if (row.consumed_at !== null) {
        const at = row.consumed_at instanceof Date ? row.consumed_at : new Date(row.consumed_at);
        return { ...payload, consumed: Math.floor(at.getTime() / 1000) };
      }
      return payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        await sql.query(
          `INSERT INTO identity.oidc_payloads (id, model, payload, grant_id, user_code, uid, expires_at)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6,
                   CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
           ON CONFLICT (model, id) DO UPDATE
             SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
                 uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
          [
            id,
            model,
            JSON.stringify(payload),
            payload.grantId ?? null,
            payload.userCode ?? null,
            payload.uid ?? null,
            typeof expiresIn === 'number' ? Math.max(1, Math.ceil(expiresIn)) : null,
          ],
        );
      },
      find: (id) => findWhere('id', id),
      findByUid: (uid) => findWhere('uid', uid),
      findByUserCode: (userCode) => findWhere('user_code', userCode),
      async consume(id) {
        await sql.query(`UPDATE identity.oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2`, [model, id]);
      },
      async destroy(id) {
        await sql.query(`DELETE FROM identity.oidc_payloads WHERE model = $1 AND id = $2`, [model, id]);
      },
      async revokeByGrantId(grantId) {
        await sql.query(`DELETE FROM identity.oidc_payloads WHERE model = $1 AND grant_id = $2`, [model, grantId]);
      },
    };
  };
}

/** Deletes expired artifacts; returns how many rows went. */
export async function purgeExpired(sql: SqlClient): Promise<number> {
  const { rows } = await sql.query<{ n: number | string }>(
    `WITH gone AS (DELETE FROM identity.oidc_payloads WHERE expires_at < now() - interval '1 hour' RETURNING 1)
     SELECT count(*) AS n FROM gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
