import { seesWholeTenant } from '@idea-portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideas } from '../../db/schema';

/** Submitter, contributor, assessment assignee, asked expert or person in charge of implementation of the idea. */
export function isParticipant(caller: Caller): SQL {
  return sql`(${ideas.submitterId} = ${caller.id}
    OR ${ideas.assessmentAssigneeId} = ${caller.id}
    OR EXISTS (SELECT 1 FROM idea_contributors ic WHERE ic.idea_id = ${ideas.id} AND ic.user_id = ${caller.id})
    OR EXISTS (SELECT 1 FROM idea_expert_opinions eo WHERE eo.idea_id = ${ideas.id} AND eo.expert_id = ${caller.id})
    OR EXISTS (SELECT 1 FROM idea_implementations im WHERE im.idea_id = ${ideas.id} AND im.in_charge_id = ${caller.id}))`;
}

/**
 * Which ideas of the caller's tenant the caller may see:
 * - participants always see their ideas (drafts only them);
 * - EVALUATORS and ADMIN see every non-draft idea of the tenant;
 * - VIEWERS and CREATORS see non-draft ideas shared with the organisation, with their own
 *   organisational unit, or with them by name.
 */
export function visibleTo(caller: Caller): SQL {
  const tenant = eq(ideas.tenantId, caller.tenantId);
  if (seesWholeTenant(caller.role)) {
    return and(tenant, sql`(${ideas.status} <> 'draft' OR ${isParticipant(caller)})`)!;
  }
  return and(
    tenant,
    sql`(${isParticipant(caller)} OR (${ideas.status} <> 'draft' AND (
      ${ideas.visibility} = 'organization'
      OR (${ideas.visibility} = 'unit' AND ${ideas.organizationalUnitId} = ${caller.organizationalUnitId ?? ''})
      OR (${ideas.visibility} = 'people' AND EXISTS (
        SELECT 1 FROM idea_visibility_people ivp WHERE ivp.idea_id = ${ideas.id} AND ivp.user_id = ${caller.id})))))`,
  )!;
}
