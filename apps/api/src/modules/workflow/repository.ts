import type { IdeaStatus, WorkflowUser } from '@idea-portal/contracts';
import { conflictedAssignee, DEFAULT_DUTY_POLICY, type WorkflowIdea } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideaDecisions, ideaExpertOpinions, ideaImplementations, ideaInquiries, tenants, tenantSettings, users } from '../../db/schema';
import { queryRows } from '../../lib/sql';
import { HttpError } from '../../errors';
import { contributorIdsSql, type IdeaRow } from '../ideas/load-and-require';
import { type HistoryChange } from '../ideas/write-kernel';

/**
 * What the workflow table needs to know about an idea besides its row, in one statement (inside a
 * transaction its one connection runs one query at a time).
 */
export async function workflowStateOf(db: Database, idea: IdeaRow): Promise<WorkflowIdea> {
  const im = ideaImplementations;
  const eo = ideaExpertOpinions;
  const q = ideaInquiries;
  const d = ideaDecisions;
  const ts = tenantSettings;
  const [row] = await queryRows<{
    contributors: string[];
    implementer_id: string | null;
    asked: { expertId: string; answered: boolean }[];
    open_inquiry: boolean;
    completion_requested_by: string | null;
    allow_self_assessment: boolean | null;
  }>(
    db,
    sql`SELECT
      ${contributorIdsSql(idea.id)} AS contributors,
      (SELECT ${im.inChargeId} FROM ${im} WHERE ${im.ideaId} = ${idea.id} LIMIT 1) AS implementer_id,
      (SELECT coalesce(json_agg(json_build_object('expertId', ${eo.expertId}, 'answered', ${eo.answeredAt} IS NOT NULL)), '[]') FROM ${eo} WHERE ${eo.ideaId} = ${idea.id}) AS asked,
      EXISTS (SELECT 1 FROM ${q} WHERE ${q.ideaId} = ${idea.id} AND ${q.answeredAt} IS NULL) AS open_inquiry,
      (SELECT ${d.completionRequestedBy} FROM ${d} WHERE ${d.ideaId} = ${idea.id} AND ${d.completedAt} IS NULL) AS completion_requested_by,
      (SELECT ${ts.allowSelfAssessment} FROM ${ts} WHERE ${ts.tenantId} = ${idea.tenantId}) AS allow_self_assessment`,
  );
  const asked = row?.asked ?? [];
  return {
    status: idea.status as IdeaStatus,
    submitterId: idea.submitterId,
    contributors: row?.contributors ?? [],
    ideaAssessment: { assigneeId: idea.assessmentAssigneeId },
    implementerId: row?.implementer_id ?? null,
    pendingExpertIds: asked.filter((a) => !a.answered).map((a) => a.expertId),
    expertIds: [...new Set(asked.map((a) => a.expertId))],
    hasOpenInquiry: row?.open_inquiry ?? false,
    allowSelfAssessment: row?.allow_self_assessment ?? DEFAULT_DUTY_POLICY.allowSelfAssessment,
    completionRequestedBy: row?.completion_requested_by ?? null,
  };
}

/** The realised savings above which a second person confirms the completion (tenant setting). */
export async function savingsReviewThreshold(db: Database, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ threshold: tenantSettings.realisedSavingsReviewThreshold })
    .from(tenantSettings)
    .where(eq(tenantSettings.tenantId, tenantId));
  return row?.threshold ?? DEFAULT_DUTY_POLICY.realisedSavingsReviewThreshold;
}

/**
 * 409 ASSIGNEE_IS_CREATOR (naming the field) when a person named to a workflow role (assignee,
 * person in charge, expert) submitted or contributes to the idea, unless the tenant allows it.
 */
export function refuseCreatorAssignee(state: WorkflowIdea, ids: readonly (string | null | undefined)[], path: string): void {
  const conflicted = conflictedAssignee(state, ids);
  if (conflicted) {
    throw new HttpError('ASSIGNEE_IS_CREATOR', `${path.replace(/^body\./, '')}: this person submitted or contributes to the idea and cannot take this role`, [
      { path, message: 'workflow.error.assigneeIsCreator' },
    ]);
  }
}

/** Users of the caller's tenant by id, as the workflow shows them (unknown ids are left out). */
export async function workflowUsers(db: Database, tenantId: string, ids: readonly (string | null | undefined)[]): Promise<Map<string, WorkflowUser>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = await queryUsers(db, tenantId, wanted);
  return new Map(rows.map((u) => [u.id, u]));
}

async function queryUsers(db: Database, tenantId: string, ids: string[]): Promise<WorkflowUser[]> {
  const rows = await db
    .select({
      id: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      email: users.email,
      picture: users.picture,
      department: sql<string | null>`(SELECT ou.name FROM organizational_units ou WHERE ou.id = ${users.organizationalUnitId})`,
    })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.tenantId, tenantId)));
  return rows.map((r) => ({ id: r.id, name: `${r.givenName} ${r.familyName}`.trim(), email: r.email, department: r.department, picture: r.picture }));
}

/** 400 unless every id is an active user of the caller's tenant (assignee, experts, person in charge). */
export async function requireTenantUsers(db: Database, caller: Caller, ids: readonly string[], path: string): Promise<void> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.tenantId, caller.tenantId), eq(users.status, 'ACTIVE'), eq(users.enabled, true)));
  if (found.length !== wanted.length) {
    throw new HttpError('VALIDATION_FAILED', 'Unknown or inactive user', [{ path, message: 'validation.invalidType' }]);
  }
}

/** A history entry of the workflow; `concernedUserId` is notified besides the idea's people. */
export type WorkflowChange = HistoryChange;

/** As history text: arrays comma-joined, booleans and numbers as text, '' as null. */
export function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length ? value.join(', ') : null;
  const text = String(value);
  return text === '' ? null : text;
}

/** One history entry per field whose value changes from `before` to `after` (fields absent from `after` are skipped). */
export function fieldChanges<T extends Record<string, unknown>>(
  entityType: WorkflowChange['entityType'],
  before: Partial<T> | undefined,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
  labels: Partial<Record<keyof T & string, string>> = {},
): WorkflowChange[] {
  const changes: WorkflowChange[] = [];
  for (const field of fields) {
    if (!(field in after) || after[field] === undefined) continue;
    const oldValue = asText(before?.[field]);
    const newValue = asText(after[field]);
    if (oldValue !== newValue) changes.push({ entityType, fieldName: labels[field] ?? field, oldValue, newValue });
  }
  return changes;
}

/** The caller's bonus functions: works council (by function) and idea manager (by function, or listed as idea manager of the tenant). */
export async function bonusFunctionsOf(db: Database, caller: Caller): Promise<{ worksCouncil: boolean; ideaManager: boolean }> {
  const [row] = await db
    .select({ functions: users.functions, ideaManagers: tenants.ideaManagers })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, caller.id))
    .limit(1);
  if (!row) return { worksCouncil: false, ideaManager: false };
  return {
    worksCouncil: row.functions.includes('worksCouncil'),
    ideaManager: row.functions.includes('ideaManager') || row.ideaManagers.includes(caller.email) || row.ideaManagers.includes(caller.id),
  };
}

/** The caller is works council or idea manager: they see the creators' tariff groups. */
export async function seesTariffGroup(db: Database, caller: Caller): Promise<boolean> {
  const f = await bonusFunctionsOf(db, caller);
  return f.worksCouncil || f.ideaManager;
}
