import type { IdeaStatus, KeyIndicatorsQuery, KeyIndicatorsResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { keyFiguresOf, SUBMITTED_STATUSES } from '@idea-portal/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { queryRows } from '../../lib/sql';
import { countedFacts } from './facts';

/** Which breakdown a row of the grouping sets belongs to (GROUPING(category, unit, month): 1 bit = rolled up). */
const TOTAL = 7;
const BY_CATEGORY = 3;
const BY_UNIT = 5;
const BY_MONTH = 6;

interface CountRow {
  grouping: number;
  status: IdeaStatus;
  category_id: string | null;
  unit_id: string | null;
  month: string | null;
  n: number;
}

type StatusCounts = Partial<Record<IdeaStatus, number>>;

function add(map: Map<string | null, StatusCounts>, key: string | null, status: IdeaStatus, n: number) {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = {}));
  counts[status] = (counts[status] ?? 0) + n;
}

const bySubmittedDesc = <T extends { figures: { submitted: number } }>(a: T, b: T) => b.figures.submitted - a.figures.submitted;

/**
 * The key indicators over the submitted ideas the caller may see (the ideas list's visibility
 * rule), counted in one query over idea_lead_facts (the narrow copy of the ideas' columns, kept in
 * the same transaction as the ideas; migration 0035): per status, and per status within each category, unit and month
 * (grouping sets). The figures come from those counts by the rule in libs/domain.
 */
export async function keyIndicators(db: Database, caller: Caller, q: KeyIndicatorsQuery): Promise<KeyIndicatorsResponse> {
  const rows = await queryRows<CountRow>(
    db,
    sql`WITH visible AS (
          SELECT f.status, f.category_id, f.unit_id, f.month
          FROM idea_lead_facts f WHERE ${sql.join(countedFacts(caller, q), sql` AND `)})
        SELECT GROUPING(category_id, unit_id, month)::int AS grouping, status, category_id, unit_id, month, count(*)::int AS n
        FROM visible
        GROUP BY GROUPING SETS ((status), (status, category_id), (status, unit_id), (status, month))`,
  );
  const total: StatusCounts = {};
  const categories = new Map<string | null, StatusCounts>();
  const units = new Map<string | null, StatusCounts>();
  const months = new Map<string | null, StatusCounts>();
  for (const r of rows) {
    const n = Number(r.n);
    switch (Number(r.grouping)) {
      case TOTAL:
        total[r.status] = n;
        break;
      case BY_CATEGORY:
        add(categories, r.category_id, r.status, n);
        break;
      case BY_UNIT:
        add(units, r.unit_id, r.status, n);
        break;
      case BY_MONTH:
        add(months, r.month, r.status, n);
        break;
    }
  }

  const names = await queryRows<{ kind: 'category' | 'unit'; id: string; name: string; name_de: string | null }>(
    db,
    sql`SELECT 'category' AS kind, id, name, name_de FROM categories WHERE tenant_id = ${caller.tenantId}
        UNION ALL SELECT 'unit', id, name, NULL FROM organizational_units WHERE tenant_id = ${caller.tenantId}`,
  );
  const named = (kind: 'category' | 'unit', id: string | null) => (id === null ? undefined : names.find((n) => n.kind === kind && n.id === id));

  return {
    figures: keyFiguresOf(total),
    byStatus: SUBMITTED_STATUSES.map((status) => ({ status, count: total[status] ?? 0 })),
    byCategory: [...categories]
      .map(([id, counts]) => {
        const c = named('category', id);
        return { category: c ? { id: c.id, name: c.name, nameDe: c.name_de } : null, figures: keyFiguresOf(counts) };
      })
      .sort(bySubmittedDesc),
    byUnit: [...units]
      .map(([id, counts]) => {
        const u = named('unit', id);
        return { unit: u ? { id: u.id, name: u.name } : null, figures: keyFiguresOf(counts) };
      })
      .sort(bySubmittedDesc),
    byMonth: [...months]
      .filter((entry): entry is [string, StatusCounts] => entry[0] !== null)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, counts]) => ({ month, figures: keyFiguresOf(counts) })),
  };
}
