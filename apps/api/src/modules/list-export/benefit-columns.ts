import { BENEFIT_PANELS, roleReadsPanel } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';
import { panelOpenTo } from '../notifications/event-access';
import type { Cell } from './csv';

export const BENEFIT_COLUMNS = ['benefitValue', 'benefitType', 'firstYearNetSavings', 'realisedSavings'] as const;
export type BenefitColumn = (typeof BENEFIT_COLUMNS)[number];

/** The benefit and savings columns the caller's role may see (none for VIEWERS): `roleReadsPanel`. */
export function benefitColumnsFor(caller: Caller): BenefitColumn[] {
  return BENEFIT_COLUMNS.filter((c) => roleReadsPanel(caller.role, c === 'realisedSavings' ? BENEFIT_PANELS.realisedSavings : BENEFIT_PANELS.benefit));
}

/**
 * Each benefit column of the idea `outer` as SQL: the value only where its panel is open to the
 * caller on that idea (`panelOpenTo`, the idea page's rule), else NULL.
 */
export function benefitSql(caller: Caller, column: BenefitColumn, outer: SQL): SQL<string | number | null> {
  const [table, field] =
    column === 'realisedSavings' ? ['idea_decisions', 'realised_savings'] : ['idea_reviews', { benefitValue: 'benefit_value', benefitType: 'benefit_type', firstYearNetSavings: 'first_year_net_savings' }[column]];
  const panel = column === 'realisedSavings' ? BENEFIT_PANELS.realisedSavings : BENEFIT_PANELS.benefit;
  return sql<string | number | null>`(SELECT CASE WHEN ${panelOpenTo(caller, panel)} THEN w.${sql.raw(field)} END
    FROM ideas i JOIN ${sql.raw(table)} w ON w.idea_id = i.id WHERE i.id = ${outer})`;
}

/** The benefit cells of some ideas (the search results' page), by idea id. */
export async function benefitCells(db: Database, caller: Caller, columns: BenefitColumn[], ids: string[]): Promise<Map<string, Cell[]>> {
  if (!columns.length || !ids.length) return new Map();
  const fields = Object.fromEntries(columns.map((c) => [c, benefitSql(caller, c, sql`${ideas.id}`)]));
  const rows = await db
    .select({ id: ideas.id, ...fields })
    .from(ideas)
    .where(inArray(ideas.id, ids));
  return new Map(rows.map((r) => [r.id, columns.map((c) => money(c, (r as Record<string, unknown>)[c]))]));
}

/** Savings as numbers (numeric comes back as text from SQL), the rest as text. */
export function money(column: BenefitColumn, value: unknown): Cell {
  if (value === null || value === undefined) return null;
  return column === 'benefitValue' || column === 'benefitType' ? String(value) : Number(value);
}
