import type { AssociationFigures, KeyFiguresResponse, KeyIndicatorsQuery, LeadTime } from '@idea-portal/contracts';
import { LEAD_TIME_STAGES } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { DECIDED_IMPLEMENTED_STATUSES, DECIDED_STATUSES, ideasPer100, implementationRateOf, participationRateOf } from '@idea-portal/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { onlyRow, queryRows } from '../../lib/sql';
import { countedFacts } from './facts';

const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** One row of a grouping: the whole cohort (unit and month null, g = 3), a unit's (g = 1) or a month's (g = 2). */
interface GroupRow {
  g: number;
  unit_id: string | null;
  month: string | null;
}
interface IdeaRow extends GroupRow {
  submitted: number;
  decided: number;
  implemented: number;
  first_year: number | string;
  realised: number | string;
  dec_n: number;
  /** Median and 90th percentile (null without values). */
  dec_p: [number, number] | null;
  com_n: number;
  com_p: [number, number] | null;
}
interface PeopleRow extends GroupRow {
  n: number;
}
/** Per unit (g = 0) and in total (g = 1): each stage's count, median and 90th percentile. */
interface StageRow {
  g: number;
  unit_id: string | null;
  stages: { stage: (typeof LEAD_TIME_STAGES)[number]; n: number; p: [number, number] | null }[];
}
interface Result {
  ideas: IdeaRow[] | null;
  people: PeopleRow[] | null;
  stages: StageRow[] | null;
  employees: { unit_id: string | null; total: boolean; n: number }[] | null;
  units: { id: string; name: string }[] | null;
}

const WHOLE = 3;
const UNIT = 1;
const MONTH = 2;

const round1 = (v: number | null) => (v === null ? null : Math.round(Number(v) * 10) / 10);
const leadTime = (n: number, p: [number, number] | null): LeadTime => ({ ideas: Number(n), median: round1(p?.[0] ?? null), p90: round1(p?.[1] ?? null) });

/**
 * The association's key figures over the cohort of ideas the caller may see, submitted within the
 * query's filters (as GET /key-indicators), in one statement over idea_lead_facts (migration 0035:
 * one narrow row per submitted idea, derived from `ideas`, its status changes in idea_history, its
 * review and decision in the same transaction as they are written):
 * - lead times in working days of the tenant's calendar (working_days_between: weekends, the
 *   state's public holidays, closing days), per stage (summed when it came back, review -> first
 *   assessment -> review) and from the submission day to the first entry into accepted or
 *   rejected (decision) / completed (completion);
 * - counts, savings and percentile_cont medians and 90th percentiles, grouped by the whole cohort,
 *   unit and month of submission;
 * - participants: distinct active employees who submitted or contributed (grouped by their unit);
 * - employees: the tenant's active, enabled accounts, per unit.
 * The rates are divided by the rules of libs/domain. The tasks overdue now and the premiums paid
 * have rules of their own (overdue.ts, premiums.ts); the route puts them next to these.
 */
export async function keyFigures(db: Database, caller: Caller, q: KeyIndicatorsQuery): Promise<Omit<KeyFiguresResponse, 'overdueTasks' | 'premiums'>> {
  const unitFilter = q.organizationalUnitId ? sql`u.organizational_unit_id = ${q.organizationalUnitId}` : sql`true`;
  const stagePercentiles = sql.join(
    LEAD_TIME_STAGES.map((stage) => {
      const col = sql.identifier(`in_${stage}`);
      return sql`json_build_object('stage', ${stage}::text, 'n', count(${col}), 'p', percentile_cont(array[0.5, 0.9]) WITHIN GROUP (ORDER BY ${col}))`;
    }),
    sql`, `,
  );
  const row = await db.transaction(async (tx) => {
    // Sorts of ~100k rows stay in memory (the default 4 MB spills them to disk); no JIT (at 100k
    // rows the estimate crosses jit_above_cost, and compiling costs more than the query saves).
    await tx.execute(sql`SELECT set_config('work_mem', '32MB', true), set_config('jit', 'off', true)`);
    const [first] = await queryRows<Result>(
      tx as unknown as Database,
      sql`WITH cohort AS MATERIALIZED (
          SELECT f.idea_id AS id, f.submitter_id, f.status, f.unit_id, f.month, f.to_decision, f.to_completion, f.first_year, f.realised,
                 f.in_first_assessment, f.in_review, f.in_implementation, f.in_final_decision, f.in_accepted
          FROM idea_lead_facts f WHERE ${sql.join(countedFacts(caller, q), sql` AND `)}),
        people AS (
          SELECT c.month, c.submitter_id AS user_id FROM cohort c
          UNION SELECT c.month, ic.user_id FROM cohort c JOIN idea_contributors ic ON ic.idea_id = c.id)
        SELECT
          (SELECT json_agg(x) FROM (
            SELECT GROUPING(unit_id, month)::int AS g, unit_id, month, count(*)::int AS submitted,
                   count(*) FILTER (WHERE status IN (${list(DECIDED_STATUSES)}))::int AS decided,
                   count(*) FILTER (WHERE status IN (${list(DECIDED_IMPLEMENTED_STATUSES)}))::int AS implemented,
                   coalesce(sum(first_year) FILTER (WHERE status IN (${list(DECIDED_IMPLEMENTED_STATUSES)})), 0) AS first_year,
                   coalesce(sum(realised), 0) AS realised,
                   count(to_decision)::int AS dec_n,
                   percentile_cont(array[0.5, 0.9]) WITHIN GROUP (ORDER BY to_decision) AS dec_p,
                   count(to_completion)::int AS com_n,
                   percentile_cont(array[0.5, 0.9]) WITHIN GROUP (ORDER BY to_completion) AS com_p
            FROM cohort GROUP BY GROUPING SETS ((), (unit_id), (month))) x) AS ideas,
          (SELECT json_agg(x) FROM (
            SELECT GROUPING(u.organizational_unit_id, p.month)::int AS g, u.organizational_unit_id AS unit_id, p.month, count(DISTINCT p.user_id)::int AS n
            FROM people p JOIN users u ON u.id = p.user_id AND u.tenant_id = ${caller.tenantId} AND u.status = 'ACTIVE' AND u.enabled AND ${unitFilter}
            GROUP BY GROUPING SETS ((), (u.organizational_unit_id), (p.month))) x) AS people,
          (SELECT json_agg(x) FROM (
            SELECT GROUPING(unit_id)::int AS g, unit_id, json_build_array(${stagePercentiles}) AS stages
            FROM cohort GROUP BY GROUPING SETS ((), (unit_id))) x) AS stages,
          (SELECT json_agg(x) FROM (
            SELECT u.organizational_unit_id AS unit_id, GROUPING(u.organizational_unit_id) = 1 AS total, count(*)::int AS n
            FROM users u WHERE u.tenant_id = ${caller.tenantId} AND u.status = 'ACTIVE' AND u.enabled AND ${unitFilter}
            GROUP BY ROLLUP (u.organizational_unit_id)) x) AS employees,
          (SELECT json_agg(x) FROM (SELECT id, name FROM organizational_units WHERE tenant_id = ${caller.tenantId}) x) AS units`,
    );
    return first;
  });
  const r = onlyRow(row ? [row] : [], 'key figures');
  const ideaRows = r.ideas ?? [];
  const peopleRows = r.people ?? [];
  const employeesTotal = r.employees?.find((e) => e.total)?.n ?? 0;
  const employeesOf = (unitId: string | null) => r.employees?.find((e) => !e.total && e.unit_id === unitId)?.n ?? 0;
  const peopleOf = (g: number, key: (p: PeopleRow) => boolean) => peopleRows.find((p) => p.g === g && key(p))?.n ?? 0;

  const figuresOf = (i: IdeaRow | undefined, participants: number, employees: number): AssociationFigures => {
    const submitted = i?.submitted ?? 0;
    const decided = i?.decided ?? 0;
    const implemented = i?.implemented ?? 0;
    return {
      submitted,
      employees,
      participants,
      ideasPer100Employees: ideasPer100(submitted, employees),
      participationRate: participationRateOf(participants, employees),
      decided,
      implemented,
      implementationRate: implementationRateOf(implemented, decided),
      firstYearNetBenefit: Number(i?.first_year ?? 0),
      realisedSavings: Number(i?.realised ?? 0),
      toDecision: leadTime(i?.dec_n ?? 0, i?.dec_p ?? null),
      toCompletion: leadTime(i?.com_n ?? 0, i?.com_p ?? null),
    };
  };

  const unitIds = new Set<string | null>([
    ...ideaRows.filter((i) => i.g === UNIT).map((i) => i.unit_id),
    ...peopleRows.filter((p) => p.g === UNIT).map((p) => p.unit_id),
  ]);
  const unitName = (id: string | null) => (id === null ? null : (r.units?.find((u) => u.id === id) ?? null));
  const stageRows = r.stages ?? [];

  return {
    workingDays: 'tenantCalendar',
    total: figuresOf(
      ideaRows.find((i) => i.g === WHOLE),
      peopleOf(WHOLE, () => true),
      employeesTotal,
    ),
    byUnit: [...unitIds]
      .map((id) => ({
        unit: unitName(id),
        figures: figuresOf(
          ideaRows.find((i) => i.g === UNIT && i.unit_id === id),
          peopleOf(UNIT, (p) => p.unit_id === id),
          employeesOf(id),
        ),
      }))
      .sort((a, b) => b.figures.submitted - a.figures.submitted || (a.unit?.name ?? '').localeCompare(b.unit?.name ?? '')),
    byMonth: ideaRows
      .filter((i) => i.g === MONTH && i.month !== null)
      .sort((a, b) => a.month!.localeCompare(b.month!))
      .map((i) => ({ month: i.month!, figures: figuresOf(i, peopleOf(MONTH, (p) => p.month === i.month), employeesTotal) })),
    stages: LEAD_TIME_STAGES.map((stage) => {
      const of = (r: StageRow) => r.stages.find((x) => x.stage === stage);
      const whole = stageRows.find((r) => r.g === 1);
      const w = whole && of(whole);
      return {
        stage,
        total: leadTime(w?.n ?? 0, w?.p ?? null),
        byUnit: stageRows
          .filter((r) => r.g === 0 && (of(r)?.n ?? 0) > 0)
          .map((r) => {
            const x = of(r)!;
            return { unitId: r.unit_id, leadTime: leadTime(x.n, x.p) };
          }),
      };
    }),
  };
}
