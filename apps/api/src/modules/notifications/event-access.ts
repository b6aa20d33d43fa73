import type { AppRole, WorkflowPanel } from '@idea-portal/contracts';
import { ADDRESSED_TO_CREATORS, NOTIFICATION_SOURCES, panelReaders, seesWholeTenant, type PanelFunction } from '@idea-portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { visibleTo, type VisibilityColumns } from '../ideas/visibility';

/**
 * The SQL form of the domain's notification rule (`notificationVisibleTo`), for the statement
 * that reads an event `h` (an idea_history row) of the idea `i` (an ideas row).
 * apps/api/test/notification-access.test.ts pins it to the domain functions.
 */

/** The columns of `ideas` under the alias `i`. */
export const IDEA_ALIAS: VisibilityColumns = {
  id: sql`i.id`,
  tenantId: sql`i.tenant_id`,
  status: sql`i.status`,
  visibility: sql`i.visibility`,
  unitId: sql`i.organizational_unit_id`,
  submitterId: sql`i.submitter_id`,
  assigneeId: sql`i.assessment_assignee_id`,
};

const FALSE = sql`FALSE`;
const TRUE = sql`TRUE`;

const sourceMatch = (s: (typeof NOTIFICATION_SOURCES)[number]) => sql`(h.entity_type = ${s.entityType} AND lower(h.field_name) = ${s.fieldName.toLowerCase()})`;
const excepted = (s: (typeof NOTIFICATION_SOURCES)[number]) =>
  (s.except ?? []).map((e) => sql`WHEN ${sourceMatch(s)} AND h.old_value = ${e.oldValue}${e.newValue === undefined ? sql`` : sql` AND h.new_value = ${e.newValue}`} THEN NULL`);

/** The notification kind of the history entry `h`, NULL when it is no event (`notificationKindOf`, from NOTIFICATION_SOURCES). */
export const EVENT_KIND: SQL = sql`(CASE ${sql.join(
  NOTIFICATION_SOURCES.flatMap((s) => [...excepted(s), sql`WHEN ${sourceMatch(s)} THEN ${s.kind}`]),
  sql` `,
)} END)`;

/**
 * Whether the caller holds `role`'s permissions on the idea `i`: the per-idea role (`roleForIdea`:
 * global ADMIN / EVALUATORS stay, the assessment assignee is EVALUATORS, submitter and
 * contributors CREATORS, everyone else VIEWERS) and CREATORS for any creator (`permissionRolesFor`).
 */
function holdsRole(caller: Caller, role: AppRole): SQL {
  const me = caller.id;
  const creator = sql`(i.submitter_id = ${me} OR EXISTS (SELECT 1 FROM idea_contributors ic WHERE ic.idea_id = i.id AND ic.user_id = ${me}))`;
  const assignee = sql`(i.assessment_assignee_id IS NOT NULL AND i.assessment_assignee_id = ${me})`;
  const global = seesWholeTenant(caller.role);
  switch (role) {
    case 'ADMIN':
      return caller.role === 'ADMIN' ? TRUE : FALSE;
    case 'EVALUATORS':
      return caller.role === 'EVALUATORS' ? TRUE : global ? FALSE : assignee;
    case 'CREATORS':
      return creator;
    case 'VIEWERS':
      return global ? FALSE : sql`(NOT ${assignee} AND NOT ${creator})`;
  }
}

/** Whether the caller has a named function on the idea `i` (`panelFunctionsFor`). */
function holdsFunction(caller: Caller, fn: PanelFunction): SQL {
  switch (fn) {
    case 'expert':
      return sql`EXISTS (SELECT 1 FROM idea_expert_opinions eo WHERE eo.idea_id = i.id AND eo.expert_id = ${caller.id})`;
    case 'implementer':
      return sql`EXISTS (SELECT 1 FROM idea_implementations im WHERE im.idea_id = i.id AND im.in_charge_id = ${caller.id})`;
  }
}

/** Whether `panel` of the idea `i` is open to the caller now: `panelModes(caller, idea)[panel] !== 'none'`, through `panelReaders`. */
export function panelOpenTo(caller: Caller, panel: WorkflowPanel): SQL {
  const { roles, functions } = panelReaders(panel);
  const holds = [...roles.map((r) => holdsRole(caller, r)), ...functions.map((f) => holdsFunction(caller, f))];
  return holds.length ? sql`coalesce(${sql.join(holds, sql` OR `)}, FALSE)` : FALSE;
}

/** Whether the caller may see the idea `i` now (`maySeeIdea`); never NULL (a missing assignee is no match). */
export const ideaVisibleTo = (caller: Caller): SQL => sql`coalesce(${visibleTo(caller, IDEA_ALIAS)}, FALSE)`;

/**
 * Whether the caller may read the event `h` of the idea `i` now: they see the idea, and the panel
 * of the event's source is open to them (`notificationVisibleTo`). False for entries that are no events.
 */
export function eventVisibleTo(caller: Caller): SQL {
  const panels = [...new Set(NOTIFICATION_SOURCES.map((s) => s.panel))];
  const byPanel = panels.map((panel) => {
    const sources = NOTIFICATION_SOURCES.filter((s) => s.panel === panel);
    return sql`WHEN ${sql.join(sources.map(sourceMatch), sql` OR `)} THEN ${panelOpenTo(caller, panel)}`;
  });
  return sql`(${ideaVisibleTo(caller)} AND (CASE ${sql.join(byPanel, sql` `)} ELSE FALSE END))`;
}

/** Whether the caller is the submitter or a contributor of the idea `i`. */
export const creatorOf = (caller: Caller): SQL =>
  sql`(i.submitter_id = ${caller.id} OR EXISTS (SELECT 1 FROM idea_contributors ic WHERE ic.idea_id = i.id AND ic.user_id = ${caller.id}))`;

/** Whether the entry `h` reaches the caller through its source's `alsoTo` (the assessment assignee, the idea managers). */
export function alsoReaches(caller: Caller, isIdeaManager: boolean): SQL {
  const reach = NOTIFICATION_SOURCES.flatMap((s) => {
    const who = (s.alsoTo ?? []).map((w) => (w === 'assignee' ? sql`i.assessment_assignee_id = ${caller.id}` : isIdeaManager ? TRUE : FALSE));
    return who.length ? [sql`(${sourceMatch(s)} AND (${sql.join(who, sql` OR `)}))`] : [];
  });
  return reach.length ? sql`coalesce(${sql.join(reach, sql` OR `)}, FALSE)` : FALSE;
}

/** Whether the entry `h` (of kind `kind`) speaks to the caller: it names them, or it is addressed to the idea's creators and they are one. */
export const concernsCaller = (caller: Caller, kind: SQL): SQL =>
  sql`(coalesce(h.concerned_user_id = ${caller.id}, FALSE) OR (${kind} IN (${sql.join(ADDRESSED_TO_CREATORS.map((k) => sql`${k}`), sql`, `)}) AND ${creatorOf(caller)}))`;

