import type { PayrollBatch, PayrollExportInput } from '@idea-portal/contracts';
import { payrollDue } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { payrollBatches, payrollBatchRows, tenants, tenantSettings } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { queryRows } from '../../lib/sql';
import { actorName, newId, type Tx } from '../ideas/write-kernel';

export type PayrollRow = typeof payrollBatchRows.$inferSelect;

type ShareRow = {
  idea_id: string;
  user_id: string;
  amount: number | string;
  currency: string;
  released_at: Date | string;
  personnel_number: string | null;
  name: string;
  organizational_unit: string | null;
  cost_centre: string | null;
};

/** Released premium shares of the tenant whose release day lies in the period (UTC days, inclusive). */
async function releasedShares(tx: Tx, tenantId: string, period: PayrollExportInput): Promise<ShareRow[]> {
  return queryRows<ShareRow>(
    tx,
    sql`SELECT s.idea_id, s.user_id, s.amount, p.currency, p.released_at, u.personnel_number,
               trim(u.given_name || ' ' || u.family_name) AS name, ou.name AS organizational_unit, u.cost_centre
          FROM idea_premium_shares s
          JOIN idea_premiums p ON p.idea_id = s.idea_id
          JOIN users u ON u.id = s.user_id
          LEFT JOIN organizational_units ou ON ou.id = u.organizational_unit_id
         WHERE p.tenant_id = ${tenantId} AND s.tenant_id = ${tenantId} AND s.proposed = FALSE
           AND p.status = 'released' AND p.released_at IS NOT NULL
           AND p.released_at >= ${period.from}::date AND p.released_at < (${period.to}::date + 1)
         ORDER BY p.released_at, s.idea_id, s.user_id`,
  );
}

/**
 * Exports the released premium shares of the period that are still due (`payrollDue`: never
 * twice, a top-up only by its difference) as a new batch (released as stored: agreed by both, or
 * released by the hourly job once the objection period ended, premiums/release-job.ts), in one transaction that holds the
 * tenant's row, so two exports at once cannot both take a share. 409 NOTHING_TO_EXPORT when
 * nothing is due.
 */
export async function createBatch(db: Database, caller: Caller, period: PayrollExportInput): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, caller.tenantId)).for('update');
    const [shares, exported, [settings]] = await Promise.all([
      releasedShares(tx, caller.tenantId, period),
      tx.select({ ideaId: payrollBatchRows.ideaId, userId: payrollBatchRows.userId, amount: payrollBatchRows.amount }).from(payrollBatchRows).where(eq(payrollBatchRows.tenantId, caller.tenantId)),
      tx.select({ wageType: tenantSettings.wageType }).from(tenantSettings).where(eq(tenantSettings.tenantId, caller.tenantId)),
    ]);
    const due = payrollDue(
      shares.map((s) => ({ ...s, ideaId: s.idea_id, userId: s.user_id, amount: Number(s.amount) })),
      exported,
    );
    if (!due.length) throw new HttpError('NOTHING_TO_EXPORT', 'No released premium of this period waits for the payroll');
    const id = newId('pay');
    const wageType = settings?.wageType ?? null;
    await tx.insert(payrollBatches).values({ id, tenantId: caller.tenantId, periodFrom: period.from, periodTo: period.to, wageType, createdBy: caller.id, createdByName: actorName(caller) });
    await tx.insert(payrollBatchRows).values(
      due.map((d) => ({
        batchId: id,
        tenantId: caller.tenantId,
        ideaId: d.ideaId,
        userId: d.userId,
        personnelNumber: d.personnel_number,
        name: d.name,
        organizationalUnit: d.organizational_unit,
        costCentre: d.cost_centre,
        amount: d.amount,
        currency: d.currency,
        releasedAt: new Date(d.released_at),
        wageType,
      })),
    );
    return id;
  });
}

/** The tenant's batches, newest first, with their row counts and totals per currency. */
export async function listBatches(db: Database, tenantId: string, id?: string): Promise<PayrollBatch[]> {
  const batches = await db
    .select()
    .from(payrollBatches)
    .where(and(eq(payrollBatches.tenantId, tenantId), id ? eq(payrollBatches.id, id) : undefined))
    .orderBy(desc(payrollBatches.createdAt), desc(payrollBatches.id));
  const sums = await queryRows<{ batch_id: string; currency: string; n: number; total: number | string }>(
    db,
    sql`SELECT batch_id, currency, count(*)::int AS n, sum(amount) AS total FROM payroll_batch_rows WHERE tenant_id = ${tenantId} GROUP BY batch_id, currency`,
  );
  return batches.map((b) => {
    const mine = sums.filter((s) => s.batch_id === b.id);
    return {
      id: b.id,
      periodFrom: b.periodFrom,
      periodTo: b.periodTo,
      rowCount: mine.reduce((n, s) => n + s.n, 0),
      totals: Object.fromEntries(mine.map((s) => [s.currency, Number(s.total)])),
      wageType: b.wageType,
      createdByName: b.createdByName,
      createdAt: b.createdAt.toISOString(),
    };
  });
}

/** A batch's rows in the order of the file (404 for another tenant's or an unknown batch). */
export async function batchRows(db: Database, tenantId: string, id: string): Promise<PayrollRow[]> {
  const [batch] = await db.select({ id: payrollBatches.id }).from(payrollBatches).where(and(eq(payrollBatches.id, id), eq(payrollBatches.tenantId, tenantId)));
  if (!batch) throw notFound('Payroll batch');
  return db.select().from(payrollBatchRows).where(eq(payrollBatchRows.batchId, id)).orderBy(asc(payrollBatchRows.releasedAt), asc(payrollBatchRows.ideaId), asc(payrollBatchRows.name));
}
