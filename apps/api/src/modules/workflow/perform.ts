import type { IdeaStatus, IdeaWorkflow, WorkflowAction } from '@idea-portal/contracts';
import { asDeputy, checkTransition, holdsTask, type TransitionCheck, type TransitionRefusal, type WorkflowIdea } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import type { Caller } from '../../auth/caller';
import { forbidden, HttpError } from '../../errors';
import { principalsToday, type Principal } from '../absences/deputies';
import { loadVisibleIdea, type IdeaRow } from '../ideas/load-and-require';
import { bumpVersion, checkVersion, recordHistory, type Tx } from '../ideas/write-kernel';
import { loadCaseFile } from './case-file';
import { workflowStateOf, type WorkflowChange } from './repository';

export interface ActionContext {
  tx: Tx;
  caller: Caller;
  idea: IdeaRow;
  state: WorkflowIdea;
  /** The caller acts as the deputy of this absent person (their task on this idea), else null. */
  actedFor: Principal | null;
}

export interface ActionSpec {
  action: WorkflowAction;
  /** The version the client last read (submit: optional). */
  version: number | undefined;
  /** The resulting status when the input chooses it (else the table's usual one). */
  target?: (ctx: ActionContext) => IdeaStatus | undefined;
  /** The change itself; returns the history entries it causes (the status entry is added here). */
  apply: (ctx: ActionContext, to: IdeaStatus) => Promise<WorkflowChange[]>;
  /** The answer when the status does not allow the action (default 409 INVALID_TRANSITION). */
  notAllowedNow?: (status: string) => HttpError;
}

const REFUSALS: Record<TransitionRefusal, (action: WorkflowAction, status: string) => HttpError> = {
  FORBIDDEN: (action) => forbidden(`You may not ${action} this idea`),
  INVALID_TRANSITION: (action, status) => new HttpError('INVALID_TRANSITION', `${action} is not possible while the idea is ${status}`),
  CONFLICT_OF_INTEREST: (action) =>
    new HttpError('CONFLICT_OF_INTEREST', `You submitted or contribute to this idea: someone else must ${action} it`),
  SECOND_PERSON_REQUIRED: () => new HttpError('SECOND_PERSON_REQUIRED', 'You recorded these realised savings: a second person must confirm the completion'),
};

/** The API error for a refusal of the workflow table. */
export function refusal(code: TransitionRefusal, action: WorkflowAction, status: string): HttpError {
  return REFUSALS[code](action, status);
}

/**
 * Every workflow write goes through here, in one transaction: the idea (404 unless the caller
 * may see it, row-locked), the workflow table (409 INVALID_TRANSITION when the status does not
 * allow the action, 403 FORBIDDEN when the caller may not, 403 CONFLICT_OF_INTEREST on an idea of
 * their own, 403 SECOND_PERSON_REQUIRED confirming their own completion), the version (409 VERSION_CONFLICT),
 * the change, the status and version bump and the history entries. Answers the new case file.
 */
export async function performAction(db: Database, caller: Caller, ideaId: string, spec: ActionSpec): Promise<IdeaWorkflow> {
  await applyAction(db, caller, ideaId, spec);
  return loadCaseFile(db, caller, ideaId);
}

/** `performAction` without the answer: for a step that answers with something else (submit answers the idea). */
export async function applyAction(db: Database, caller: Caller, ideaId: string, spec: ActionSpec): Promise<void> {
  await db.transaction(async (tx) => {
    const idea = await loadVisibleIdea(tx, caller, ideaId, true);
    const state = await workflowStateOf(tx, idea);
    const { ctx, check } = await deputyOrOwnCheck({ tx, caller, idea, state, actedFor: null }, spec);
    if (!check.ok) {
      throw check.code === 'INVALID_TRANSITION' && spec.notAllowedNow ? spec.notAllowedNow(idea.status) : refusal(check.code, spec.action, idea.status);
    }
    checkVersion(idea, spec.version);
    const changes = await spec.apply(ctx, check.to);
    if (check.to !== idea.status) {
      changes.push({ entityType: 'idea', fieldName: 'status', oldValue: idea.status, newValue: check.to });
      await bumpVersion(tx, idea.id, { status: check.to, statusChangedAt: new Date() });
    } else {
      await bumpVersion(tx, idea.id);
    }
    await recordHistory(tx, caller, idea, changes, ctx.actedFor);
  });
}

/**
 * The caller's check of the workflow table: first as the deputy of an absent person who holds a
 * task on this idea (the idea as the deputy works it, `asDeputy`: the person's tasks and nothing
 * more, separation of duties the deputy's own), so that what a deputy does names whom they did it
 * for; else as themselves.
 */
async function deputyOrOwnCheck(base: ActionContext, spec: ActionSpec): Promise<{ ctx: ActionContext; check: TransitionCheck }> {
  const principals = (await principalsToday(base.tx, base.caller.tenantId, base.caller.id)).filter((p) => holdsTask(base.state, p.id));
  for (const principal of principals) {
    const ctx: ActionContext = { ...base, state: asDeputy(base.state, principal.id, base.caller.id), actedFor: principal };
    const check = checkTransition(base.caller, ctx.state, spec.action, spec.target?.(ctx));
    if (check.ok) return { ctx, check };
  }
  return { ctx: base, check: checkTransition(base.caller, base.state, spec.action, spec.target?.(base)) };
}
