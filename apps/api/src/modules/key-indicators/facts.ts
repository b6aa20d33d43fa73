import type { KeyIndicatorsQuery } from '@idea-portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { visibleTo, type VisibilityColumns } from '../ideas/visibility';

/** idea_lead_facts (alias `f`, migration 0035): the copy of the idea's columns the visibility rule reads. */
const FACT_COLUMNS: VisibilityColumns = {
  id: sql`f.idea_id`,
  tenantId: sql`f.tenant_id`,
  status: sql`f.status`,
  visibility: sql`f.visibility`,
  unitId: sql`f.unit_id`,
  submitterId: sql`f.submitter_id`,
  assigneeId: sql`f.assignee_id`,
};

/**
 * The ideas the key indicators and figures count, on idea_lead_facts (one row per idea, kept from
 * `ideas` and its history in the same transaction): submitted, visible to the caller (the ideas
 * list's rule), submitted (UTC day of `submitted_at`, else `created_at`) within `from`/`to`, in the
 * unit and category filtered on.
 */
export function countedFacts(caller: Caller, q: KeyIndicatorsQuery): SQL[] {
  const filters: SQL[] = [visibleTo(caller, FACT_COLUMNS), sql`f.status <> 'draft'`];
  if (q.from) filters.push(sql`f.submitted_on >= ${q.from}::date`);
  if (q.to) filters.push(sql`f.submitted_on <= ${q.to}::date`);
  if (q.organizationalUnitId) filters.push(sql`f.unit_id = ${q.organizationalUnitId}`);
  if (q.categoryId) filters.push(sql`f.category_id = ${q.categoryId}`);
  return filters;
}
