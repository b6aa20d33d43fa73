import type { KeyIndicatorsQuery, PremiumFigures } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { queryRows } from '../../lib/sql';

/**
 * The premiums paid (PremiumFigures in the contracts): idea premiums released, by the UTC day of
 * their release within `from`/`to` (not the cohort submitted in the period), in EUR, in the unit
 * and category of the idea when filtered, per month of release. Null unless the caller is an idea
 * manager or ADMIN (who keep the premiums).
 */
export async function premiumsPaid(db: Database, caller: Caller & { ideaManager: boolean }, q: KeyIndicatorsQuery): Promise<PremiumFigures | null> {
  if (caller.role !== 'ADMIN' && !caller.ideaManager) return null;
  const day = sql`(p.released_at AT TIME ZONE 'UTC')::date`;
  const filters: SQL[] = [sql`p.tenant_id = ${caller.tenantId}`, sql`p.status = 'released'`, sql`p.released_at IS NOT NULL`, sql`p.currency = 'EUR'`];
  if (q.from) filters.push(sql`${day} >= ${q.from}::date`);
  if (q.to) filters.push(sql`${day} <= ${q.to}::date`);
  if (q.organizationalUnitId) filters.push(sql`i.organizational_unit_id = ${q.organizationalUnitId}`);
  if (q.categoryId) filters.push(sql`i.category_id = ${q.categoryId}`);
  const rows = await queryRows<{ month: string; released: number; amount: number | string }>(
    db,
    sql`SELECT to_char(${day}, 'YYYY-MM') AS month, count(*)::int AS released, coalesce(sum(p.amount), 0) AS amount
          FROM idea_premiums p JOIN ideas i ON i.id = p.idea_id
         WHERE ${sql.join(filters, sql` AND `)}
         GROUP BY 1 ORDER BY 1`,
  );
  const byMonth = rows.map((r) => ({ month: r.month, released: Number(r.released), amount: Number(r.amount) }));
  return {
    released: byMonth.reduce((n, m) => n + m.released, 0),
    // Cents summed as integers, so the total has no floating-point residue.
    amount: byMonth.reduce((n, m) => n + Math.round(m.amount * 100), 0) / 100,
    byMonth,
  };
}
