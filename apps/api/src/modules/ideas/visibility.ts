import { seesWholeTenant } from '@idea-portal/domain';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';

/** The columns the visibility rule reads: on `ideas`, or on a copy such as the search documents. */
export interface VisibilityColumns {
  id: SQL;
  tenantId: SQL;
  status: SQL;
  visibility: SQL;
  unitId: SQL;
  submitterId: SQL;
  assigneeId: SQL;
  /** Where a copy knows it: submitted and shared with the organisation (everyone in the tenant sees it). */
  tenantWide?: SQL;
}

/**
 * Who asks: a caller, or placeholders for one (a prepared statement per role, its values bound per
 * request: see PREPARED_CALLER).
 */
export interface Viewer {
  role: Caller['role'];
  id: string | Placeholder;
  tenantId: string | Placeholder;
  organizationalUnitId: string | null | Placeholder;
}

/** The caller's values as named placeholders, and the values to bind them to. */
export const PREPARED_CALLER = {
  id: sql.placeholder('callerId'),
  tenantId: sql.placeholder('callerTenantId'),
  organizationalUnitId: sql.placeholder('callerUnitId'),
};
export const callerValues = (caller: Caller) => ({ callerId: caller.id, callerTenantId: caller.tenantId, callerUnitId: caller.organizationalUnitId ?? '' });

const IDEA_COLUMNS: VisibilityColumns = {
  id: sql`${ideas.id}`,
  tenantId: sql`${ideas.tenantId}`,
  status: sql`${ideas.status}`,
  visibility: sql`${ideas.visibility}`,
  unitId: sql`${ideas.organizationalUnitId}`,
  submitterId: sql`${ideas.submitterId}`,
  assigneeId: sql`${ideas.assessmentAssigneeId}`,
};

/** Submitter, contributor, assessment assignee, asked expert or person in charge of implementation of the idea, or a deputy of one of the last three while they are absent. */
export function isParticipant(caller: Viewer, c: VisibilityColumns = IDEA_COLUMNS): SQL {
  return sql`(${c.submitterId} = ${caller.id}
    OR ${c.assigneeId} = ${caller.id}
    OR EXISTS (SELECT 1 FROM idea_contributors ic WHERE ic.idea_id = ${c.id} AND ic.user_id = ${caller.id})
    OR EXISTS (SELECT 1 FROM idea_expert_opinions eo WHERE eo.idea_id = ${c.id} AND eo.expert_id = ${caller.id})
    OR EXISTS (SELECT 1 FROM idea_implementations im WHERE im.idea_id = ${c.id} AND im.in_charge_id = ${caller.id})
    OR ${deputyOfTaskHolder(caller, c)})`;
}

/**
 * The caller stands in today for an absent person who holds a task on the idea (assessment
 * assignee, asked expert who has not answered, person in charge of implementation): the deputy
 * sees the idea as long as the absence runs (today: the database's current date).
 */
function deputyOfTaskHolder(caller: Viewer, c: VisibilityColumns): SQL {
  return sql`EXISTS (SELECT 1 FROM user_absences ua
    WHERE ua.deputy_id = ${caller.id} AND ua.tenant_id = ${c.tenantId} AND ua.starts_on <= current_date AND ua.ends_on >= current_date
      AND (${c.assigneeId} = ua.user_id
        OR EXISTS (SELECT 1 FROM idea_expert_opinions deo WHERE deo.idea_id = ${c.id} AND deo.expert_id = ua.user_id AND deo.answered_at IS NULL)
        OR EXISTS (SELECT 1 FROM idea_implementations dim WHERE dim.idea_id = ${c.id} AND dim.in_charge_id = ua.user_id)))`;
}

/**
 * Which ideas of the caller's tenant the caller may see:
 * - participants always see their ideas (drafts only them);
 * - EVALUATORS and ADMIN see every non-draft idea of the tenant;
 * - VIEWERS and CREATORS see non-draft ideas shared with the organisation, with their own
 *   organisational unit, or with them by name.
 */
export function visibleTo(caller: Viewer, c: VisibilityColumns = IDEA_COLUMNS): SQL {
  const rule = seesWholeTenant(caller.role)
    ? sql`${c.status} <> 'draft' OR ${isParticipant(caller, c)}`
    : sql`${isParticipant(caller, c)} OR (${c.status} <> 'draft' AND (
      ${c.visibility} = 'organization'
      OR (${c.visibility} = 'unit' AND ${c.unitId} = ${caller.organizationalUnitId ?? ''})
      OR (${c.visibility} = 'people' AND EXISTS (
        SELECT 1 FROM idea_visibility_people ivp WHERE ivp.idea_id = ${c.id} AND ivp.user_id = ${caller.id}))))`;
  // Where the flag is kept, it answers most rows at once (the rule says the same for them).
  const shortcut = c.tenantWide ? sql`${c.tenantWide} OR ` : sql``;
  return sql`(${c.tenantId} = ${caller.tenantId} AND (${shortcut}${rule}))`;
}
