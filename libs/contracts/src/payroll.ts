import { z } from 'zod';
import { Id, IsoDate } from './common';

/**
 * Payroll export of released premiums (issue 39). The idea manager (or ADMIN) exports, for a
 * period of release days, every released premium share not exported yet as a CSV batch (one row
 * per person and idea); the batch is kept, so it downloads again unchanged and nothing is paid
 * twice (a later top-up exports only the difference).
 *
 *   GET  /payroll-exports                 -> PayrollBatchListResponse
 *   POST /payroll-exports                 PayrollExportInput -> PayrollBatch (201)
 *   GET  /payroll-exports/{id}/csv        -> text/csv (the same batch again)
 */

/** A calendar day, YYYY-MM-DD. */
const Day = z.iso.date('validation.dateInvalid');

export const PayrollExportInput = z
  .strictObject({ from: Day, to: Day })
  .refine((v) => v.from <= v.to, { message: 'validation.periodInvalid', path: ['to'] });
export type PayrollExportInput = z.infer<typeof PayrollExportInput>;

export const PayrollBatch = z.object({
  id: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  /** Rows (person and idea) in the batch. */
  rowCount: z.number().int(),
  /** Sum of the amounts per currency, e.g. { EUR: 4625 }. */
  totals: z.record(z.string(), z.number()),
  wageType: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: IsoDate,
});
export type PayrollBatch = z.infer<typeof PayrollBatch>;

export const PayrollBatchListResponse = z.object({ batches: z.array(PayrollBatch) });
export type PayrollBatchListResponse = z.infer<typeof PayrollBatchListResponse>;

export const PayrollBatchParams = z.object({ id: Id });

/** The CSV's columns, in order (the header row in the batch's language is built from them). */
export const PAYROLL_COLUMNS = ['personnelNumber', 'name', 'organizationalUnit', 'costCentre', 'ideaId', 'amount', 'currency', 'releasedAt', 'wageType'] as const;
export type PayrollColumn = (typeof PAYROLL_COLUMNS)[number];

export const payrollColumnLabels: Record<'en' | 'de', Record<PayrollColumn, string>> = {
  en: {
    personnelNumber: 'Personnel number',
    name: 'Name',
    organizationalUnit: 'Organisational unit',
    costCentre: 'Cost centre',
    ideaId: 'Idea ID',
    amount: 'Amount',
    currency: 'Currency',
    releasedAt: 'Release date',
    wageType: 'Wage type',
  },
  de: {
    personnelNumber: 'Personalnummer',
    name: 'Name',
    organizationalUnit: 'Organisationseinheit',
    costCentre: 'Kostenstelle',
    ideaId: 'Ideen-ID',
    amount: 'Betrag',
    currency: 'Währung',
    releasedAt: 'Freigabedatum',
    wageType: 'Lohnart',
  },
};
