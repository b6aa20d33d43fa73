import type { AssociationFigures, KeyFiguresResponse, KeyIndicatorsQuery, LeadTime } from '@idea-portal/contracts';
import { LEAD_TIME_STAGES } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { DECIDED_IMPLEMENTED_STATUSES, DECIDED_STATUSES, ideasPer100, implementationRateOf, participationRateOf } from '@idea-portal/domain';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';
import { onlyRow, queryRows } from '../../lib/sql';
import { countedIdeas, submittedAt } from './repository';

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
  dec_p50: number | null;
  dec_p90: number | null;
  com_n: number;
  com_p50: number | null;
  com_p90: number | null;
}
interface PeopleRow extends GroupRow {
  n: number;
}
interface StageRow {
  g: number;
  stage: (typeof LEAD_TIME_STAGES)[number];
  unit_id: string | null;
  n: number;
  p50: number | null;
  p90: number | null;
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
const leadTime = (n: number, p50: number | null, p90: number | null): LeadTime => ({ ideas: Number(n), median: round1(p50), p90: round1(p90) });

/**
 * The association's key figures over the cohort of ideas the caller may see, submitted within the
 * query's filters (as GET /key-indicators), in one statement:
 * - per idea its status changes from idea_history, in order (index idea_history_status_moves_idx);
 *   a stage's lead time is the working days from entering a status to leaving it, summed per idea
 *   when it came back (review -> first assessment -> review); to decision / completion: from the
 *   submission day to the first entry into accepted or rejected / completed;
 * - counts, savings and percentile_cont medians and 90th percentiles, grouped by the whole cohort,
 *   unit and month of submission;
 * - participants: distinct active employees who submitted or contributed (grouped by their unit);
 * - employees: the tenant's active, enabled accounts, per unit.
 * The rates are divided by the rules of libs/domain.
 */
export async function keyFigures(db: Database, caller: Caller, q: KeyIndicatorsQuery): Promise<KeyFiguresResponse> {
  const unitFilter = q.organizationalUnitId ? sql`u.organizational_unit_id = ${q.organizationalUnitId}` : sql`true`;
  const [row] = await queryRows<Result>(
    db,
    sql`WITH cohort AS MATERIALIZED (
          SELECT ${ideas.id} AS id, ${ideas.submitterId} AS submitter_id, ${ideas.status} AS status,
                 ${ideas.organizationalUnitId} AS unit_id, (${submittedAt})::date AS day, to_char(${submittedAt}, 'YYYY-MM') AS month
          FROM ${ideas} WHERE ${sql.join(countedIdeas(caller, q), sql` AND `)}),
        moves AS MATERIALIZED (
          SELECT h.idea_id, h.old_value, h.new_value, (h.created_at AT TIME ZONE 'UTC')::date AS day,
                 lag((h.created_at AT TIME ZONE 'UTC')::date) OVER (PARTITION BY h.idea_id ORDER BY h.created_at, h.id) AS since
          FROM cohort c JOIN idea_history h ON h.idea_id = c.id AND h.entity_type = 'idea' AND h.field_name = 'status'),
        ends AS (
          SELECT idea_id, min(day) FILTER (WHERE new_value IN ('accepted', 'rejected')) AS decided_on,
                 min(day) FILTER (WHERE new_value = 'completed') AS completed_on
          FROM moves GROUP BY idea_id),
        facts AS (
          SELECT c.*, weekdays_between(c.day, e.decided_on) AS to_decision, weekdays_between(c.day, e.completed_on) AS to_completion,
                 r.first_year_net_savings AS first_year, d.realised_savings AS realised
          FROM cohort c LEFT JOIN ends e ON e.idea_id = c.id
          LEFT JOIN idea_reviews r ON r.idea_id = c.id LEFT JOIN idea_decisions d ON d.idea_id = c.id),
        stints AS (
          SELECT m.idea_id, m.old_value AS stage, sum(weekdays_between(m.since, m.day)) AS days
          FROM moves m WHERE m.since IS NOT NULL AND m.old_value IN (${list(LEAD_TIME_STAGES)})
          GROUP BY m.idea_id, m.old_value),
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
                   percentile_cont(0.5) WITHIN GROUP (ORDER BY to_decision) AS dec_p50,
                   percentile_cont(0.9) WITHIN GROUP (ORDER BY to_decision) AS dec_p90,
                   count(to_completion)::int AS com_n,
                   percentile_cont(0.5) WITHIN GROUP (ORDER BY to_completion) AS com_p50,
                   percentile_cont(0.9) WITHIN GROUP (ORDER BY to_completion) AS com_p90
            FROM facts GROUP BY GROUPING SETS ((), (unit_id), (month))) x) AS ideas,
          (SELECT json_agg(x) FROM (
            SELECT GROUPING(u.organizational_unit_id, p.month)::int AS g, u.organizational_unit_id AS unit_id, p.month, count(DISTINCT p.user_id)::int AS n
            FROM people p JOIN users u ON u.id = p.user_id AND u.tenant_id = ${caller.tenantId} AND u.status = 'ACTIVE' AND u.enabled AND ${unitFilter}
            GROUP BY GROUPING SETS ((), (u.organizational_unit_id), (p.month))) x) AS people,
          (SELECT json_agg(x) FROM (
            SELECT GROUPING(c.unit_id)::int AS g, s.stage, c.unit_id, count(*)::int AS n,
                   percentile_cont(0.5) WITHIN GROUP (ORDER BY s.days) AS p50, percentile_cont(0.9) WITHIN GROUP (ORDER BY s.days) AS p90
            FROM stints s JOIN cohort c ON c.id = s.idea_id GROUP BY GROUPING SETS ((s.stage), (s.stage, c.unit_id))) x) AS stages,
          (SELECT json_agg(x) FROM (
            SELECT u.organizational_unit_id AS unit_id, GROUPING(u.organizational_unit_id) = 1 AS total, count(*)::int AS n
            FROM users u WHERE u.tenant_id = ${caller.tenantId} AND u.status = 'ACTIVE' AND u.enabled AND ${unitFilter}
            GROUP BY ROLLUP (u.organizational_unit_id)) x) AS employees,
          (SELECT json_agg(x) FROM (SELECT id, name FROM organizational_units WHERE tenant_id = ${caller.tenantId}) x) AS units`,
  );
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
      toDecision: leadTime(i?.dec_n ?? 0, i?.dec_p50 ?? null, i?.dec_p90 ?? null),
      toCompletion: leadTime(i?.com_n ?? 0, i?.com_p50 ?? null, i?.com_p90 ?? null),
    };
  };

  const unitIds = new Set<string | null>([
    ...ideaRows.filter((i) => i.g === UNIT).map((i) => i.unit_id),
    ...peopleRows.filter((p) => p.g === UNIT).map((p) => p.unit_id),
  ]);
  const unitName = (id: string | null) => (id === null ? null : (r.units?.find((u) => u.id === id) ?? null));
  const stageRows = r.stages ?? [];

  return {
    workingDays: 'weekdays',
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
      const whole = stageRows.find((s) => s.g === 1 && s.stage === stage);
      return {
        stage,
        total: leadTime(whole?.n ?? 0, whole?.p50 ?? null, whole?.p90 ?? null),
        byUnit: stageRows.filter((s) => s.g === 0 && s.stage === stage).map((s) => ({ unitId: s.unit_id, leadTime: leadTime(s.n, s.p50, s.p90) })),
      };
    }),
    premiums: null,
  };
}
