import {
  normalizeStatus,
  WORKFLOW_ACTIONS,
  WORKFLOW_PANELS,
  type AppRole,
  type IdeaStatus,
  type PanelMode,
  type TaskKind,
  type WorkflowAction,
  type WorkflowPanel,
  type WithheldReason,
} from '@idea-portal/contracts';
import { isIdeaCreator } from './idea-access';
import { hasPermission, ROLE_PERMISSIONS, roleForIdea, type Permission } from './permissions';
import { barredAsCreator, mayConfirmCompletion } from './separation-of-duties';

/**
 * The idea workflow as ONE table: for every status, the actions that may happen, where each
 * leads and who may do it. API (every call), UI (buttons, panels) and the MSW fakes read it.
 *
 *   draft            submit                -> first_assessment   CREATORS
 *   first_assessment saveAssessment        -> first_assessment   EVALUATORS
 *                    assess                -> first_assessment | review (status after assignment) | rejected (invalid idea)
 *                    assign                -> first_assessment | review                           EVALUATORS
 *                    inquiry               -> first_assessment   EVALUATORS
 *                    answerInquiry         -> first_assessment   CREATORS
 *                    reject                -> rejected           EVALUATORS
 *                    markDuplicate         -> rejected (reason 'duplicate': an earlier submission has priority)   EVALUATORS
 *                    review (direct, by a decision maker, no assessor needed)
 *                                          -> implementation | first_assessment | rejected   EVALUATORS
 *   review           review                -> implementation (approve) | first_assessment (requestChanges) | rejected (reject)
 *                    postpone, assign, inquiry, requestExpertOpinion -> review             EVALUATORS
 *                    answerInquiry         -> review             CREATORS
 *                    giveExpertOpinion     -> review             expert (an asked expert)
 *                    notImplemented        -> rejected           EVALUATORS
 *                    markDuplicate         -> rejected           EVALUATORS
 *   implementation   updateImplementation  -> implementation     EVALUATORS, implementer
 *                    markImplemented       -> final_decision     EVALUATORS, implementer
 *                    notImplemented        -> rejected           EVALUATORS
 *   final_decision   decide                -> accepted | rejected EVALUATORS
 *   accepted         complete              -> completed | accepted (savings above the threshold wait for a second person)   EVALUATORS
 *                    confirmCompletion     -> completed          EVALUATORS, not the one who recorded the savings
 *   rejected, completed: closed, nothing happens any more.
 *
 * ADMIN may do everything the table allows in a status. EVALUATORS is the per-idea role: a
 * global evaluator or the assessment assignee (who is the reviewer / decision maker once the
 * idea is in review). Separation of duties (./separation-of-duties.ts): on an idea they submitted
 * or contribute to, a person (ADMIN included) takes only the creators' actions and an expert
 * opinion, unless the tenant allows self-assessment.
 */

export { WORKFLOW_ACTIONS, WORKFLOW_PANELS };
export type { WorkflowAction, WorkflowPanel, PanelMode };

/**
 * Who may act: the per-idea role (ADMIN, EVALUATORS, CREATORS, VIEWERS) or a named function on
 * the idea: `expert` (asked for an opinion and not yet answered), `implementer` (the person in
 * charge of implementation named in the review).
 */
export const WORKFLOW_ACTORS = ['ADMIN', 'EVALUATORS', 'CREATORS', 'VIEWERS', 'expert', 'implementer'] as const;
export type WorkflowActor = (typeof WORKFLOW_ACTORS)[number];

export interface Transition {
  from: IdeaStatus;
  action: WorkflowAction;
  /** Possible resulting statuses; the input decides which one (first = the usual one). */
  to: readonly IdeaStatus[];
  /** Besides ADMIN, who always may. */
  who: readonly Exclude<WorkflowActor, 'ADMIN'>[];
}

const E = ['EVALUATORS'] as const;
export const TRANSITIONS: readonly Transition[] = [
  { from: 'draft', action: 'submit', to: ['first_assessment'], who: ['CREATORS'] },

  { from: 'first_assessment', action: 'saveAssessment', to: ['first_assessment'], who: E },
  { from: 'first_assessment', action: 'assess', to: ['first_assessment', 'review', 'rejected'], who: E },
  { from: 'first_assessment', action: 'assign', to: ['first_assessment', 'review'], who: E },
  { from: 'first_assessment', action: 'inquiry', to: ['first_assessment'], who: E },
  { from: 'first_assessment', action: 'answerInquiry', to: ['first_assessment'], who: ['CREATORS'] },
  { from: 'first_assessment', action: 'reject', to: ['rejected'], who: E },
  { from: 'first_assessment', action: 'markDuplicate', to: ['rejected'], who: E },
  { from: 'first_assessment', action: 'review', to: ['implementation', 'first_assessment', 'rejected'], who: E },

  { from: 'review', action: 'review', to: ['implementation', 'first_assessment', 'rejected'], who: E },
  { from: 'review', action: 'postpone', to: ['review'], who: E },
  { from: 'review', action: 'assign', to: ['review'], who: E },
  { from: 'review', action: 'inquiry', to: ['review'], who: E },
  { from: 'review', action: 'answerInquiry', to: ['review'], who: ['CREATORS'] },
  { from: 'review', action: 'requestExpertOpinion', to: ['review'], who: E },
  { from: 'review', action: 'giveExpertOpinion', to: ['review'], who: ['expert'] },
  { from: 'review', action: 'notImplemented', to: ['rejected'], who: E },
  { from: 'review', action: 'markDuplicate', to: ['rejected'], who: E },

  { from: 'implementation', action: 'updateImplementation', to: ['implementation'], who: ['EVALUATORS', 'implementer'] },
  { from: 'implementation', action: 'markImplemented', to: ['final_decision'], who: ['EVALUATORS', 'implementer'] },
  { from: 'implementation', action: 'notImplemented', to: ['rejected'], who: E },

  { from: 'final_decision', action: 'decide', to: ['accepted', 'rejected'], who: E },

  { from: 'accepted', action: 'complete', to: ['completed', 'accepted'], who: E },
  { from: 'accepted', action: 'confirmCompletion', to: ['completed'], who: E },
];

/** Statuses in which nothing happens any more (no tasks, no actions). */
export const CLOSED_STATUSES: readonly IdeaStatus[] = ['rejected', 'completed'];
export function isClosedStatus(status: IdeaStatus): boolean {
  return CLOSED_STATUSES.includes(status);
}

/** Accepts the spec's aliases (firstAssessment, finalDecision, inProgress). */
export function canonicalStatus(status: string): IdeaStatus {
  return normalizeStatus(status) as IdeaStatus;
}

export function findTransition(from: IdeaStatus | string, action: WorkflowAction): Transition | undefined {
  const status = canonicalStatus(from);
  return TRANSITIONS.find((t) => t.from === status && t.action === action);
}

/** The idea as the workflow needs it. */
export interface WorkflowIdea {
  status: IdeaStatus | string;
  submitterId: string;
  contributors: ReadonlyArray<{ id: string } | string>;
  ideaAssessment?: { assigneeId: string | null } | null;
  /** Person in charge of implementation (from the review). */
  implementerId?: string | null;
  /** Experts asked for an opinion who have not answered yet. */
  pendingExpertIds?: readonly string[];
  /** Every expert ever asked (they keep reading the review after answering). */
  expertIds?: readonly string[];
  /** Whether a question to the submitter waits for an answer (answerInquiry needs one). */
  hasOpenInquiry?: boolean;
  /** Tenant setting: people may handle ideas they submitted or contribute to. */
  allowSelfAssessment?: boolean;
  /** Who recorded realised savings that wait for a second person (confirmCompletion needs one). */
  completionRequestedBy?: string | null;
}

/** Every actor the user counts as on this idea (a submitter who is an evaluator is both). */
export function actorsFor(user: { id: string; role: AppRole }, idea: WorkflowIdea): Set<WorkflowActor> {
  const actors = new Set<WorkflowActor>([roleForIdea(user, idea)]);
  if (isIdeaCreator(user, idea)) actors.add('CREATORS');
  if (idea.implementerId && idea.implementerId === user.id) actors.add('implementer');
  if (idea.pendingExpertIds?.includes(user.id)) actors.add('expert');
  return actors;
}

/** Whether an actor set may perform `action` in `status` (the table cell). */
export function actorMay(actors: ReadonlySet<WorkflowActor>, status: IdeaStatus | string, action: WorkflowAction): boolean {
  const t = findTransition(status, action);
  if (!t) return false;
  return actors.has('ADMIN') || t.who.some((w) => actors.has(w));
}

/**
 * Preconditions beyond status and actor: an answer needs an open question, a confirmation a
 * completion waiting for it.
 */
function preconditionHolds(idea: WorkflowIdea, action: WorkflowAction): boolean {
  if (action === 'answerInquiry') return idea.hasOpenInquiry !== false;
  if (action === 'confirmCompletion') return !!idea.completionRequestedBy;
  return true;
}

/** Why a user whose role allows `action` may still not take it here (separation of duties), or null. */
function withheldReason(user: { id: string }, idea: WorkflowIdea, action: WorkflowAction): WithheldReason | null {
  if (barredAsCreator(user, idea, action)) return 'ownIdea';
  if (action === 'confirmCompletion' && !mayConfirmCompletion(user, idea.completionRequestedBy)) return 'secondPersonRequired';
  return null;
}

export function mayPerform(user: { id: string; role: AppRole }, idea: WorkflowIdea, action: WorkflowAction): boolean {
  return preconditionHolds(idea, action) && actorMay(actorsFor(user, idea), idea.status, action) && !withheldReason(user, idea, action);
}

/** Actions the user may take now, in table order. */
export function allowedActions(user: { id: string; role: AppRole }, idea: WorkflowIdea): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((a) => mayPerform(user, idea, a));
}

/** Actions the user's role allows now but separation of duties withholds, with the reason (the UI explains them). */
export function withheldActions(user: { id: string; role: AppRole }, idea: WorkflowIdea): { action: WorkflowAction; reason: WithheldReason }[] {
  const actors = actorsFor(user, idea);
  return WORKFLOW_ACTIONS.flatMap((action) => {
    if (!preconditionHolds(idea, action) || !actorMay(actors, idea.status, action)) return [];
    const reason = withheldReason(user, idea, action);
    return reason ? [{ action, reason }] : [];
  });
}

export type TransitionRefusal = 'INVALID_TRANSITION' | 'FORBIDDEN' | 'CONFLICT_OF_INTEREST' | 'SECOND_PERSON_REQUIRED';
export type TransitionCheck = { ok: true; to: IdeaStatus } | { ok: false; code: TransitionRefusal };

/**
 * What the API asks on every call: is `action` possible in the idea's status (else 409
 * INVALID_TRANSITION; also for an expert who already answered), may this user's role do it (else
 * 403 FORBIDDEN), does separation of duties let them (else 403 CONFLICT_OF_INTEREST on their own
 * idea, 403 SECOND_PERSON_REQUIRED confirming their own completion), and is `to` (when the input
 * picks the target) one of the allowed results.
 */
export function checkTransition(
  user: { id: string; role: AppRole },
  idea: WorkflowIdea,
  action: WorkflowAction,
  to?: IdeaStatus,
): TransitionCheck {
  const t = findTransition(idea.status, action);
  if (!t || !preconditionHolds(idea, action)) return { ok: false, code: 'INVALID_TRANSITION' };
  const actors = actorsFor(user, idea);
  if (!actorMay(actors, idea.status, action)) {
    // An expert who already gave their opinion: the request is no longer open (not a permission matter).
    const answered = action === 'giveExpertOpinion' && idea.expertIds?.includes(user.id);
    return { ok: false, code: answered ? 'INVALID_TRANSITION' : 'FORBIDDEN' };
  }
  const withheld = withheldReason(user, idea, action);
  if (withheld) return { ok: false, code: withheld === 'ownIdea' ? 'CONFLICT_OF_INTEREST' : 'SECOND_PERSON_REQUIRED' };
  const target = to ?? t.to[0]!;
  if (!t.to.includes(target)) return { ok: false, code: 'INVALID_TRANSITION' };
  return { ok: true, to: target };
}

// ---- panels ------------------------------------------------------------------------------


const PANEL_PERMISSIONS: Record<WorkflowPanel, { full: Permission; readOnly?: Permission }> = {
  details: { full: 'IDEA_DETAILS' },
  inquiry: { full: 'IDEA_INQUIRY' },
  assessment: { full: 'IDEA_ASSESSMENT', readOnly: 'IDEA_ASSESSMENT_READ_ONLY' },
  review: { full: 'IDEA_REVIEW', readOnly: 'IDEA_REVIEW_READ_ONLY' },
  implementation: { full: 'IDEA_IMPLEMENTATION', readOnly: 'IDEA_IMPLEMENTATION_READ_ONLY' },
  finalDecision: { full: 'IDEA_FINAL_DECISION', readOnly: 'IDEA_FINAL_DECISION_READ_ONLY' },
  history: { full: 'IDEA_HISTORY', readOnly: 'IDEA_HISTORY_READ_ONLY' },
};

/** The actions whose form lives in each panel. */
export const PANEL_ACTIONS: Record<WorkflowPanel, readonly WorkflowAction[]> = {
  details: ['submit'],
  inquiry: ['inquiry', 'answerInquiry'],
  assessment: ['saveAssessment', 'assess', 'assign', 'reject', 'markDuplicate'],
  review: ['review', 'postpone', 'assign', 'requestExpertOpinion', 'giveExpertOpinion', 'notImplemented', 'markDuplicate'],
  implementation: ['updateImplementation', 'markImplemented', 'notImplemented'],
  finalDecision: ['decide', 'complete', 'confirmCompletion'],
  history: [],
};

/**
 * Named functions on an idea that read panels their role does not open: an asked expert (answered
 * or not) the review, the person in charge of implementation the review and the implementation.
 */
export const PANEL_FUNCTIONS = ['expert', 'implementer'] as const;
export type PanelFunction = (typeof PANEL_FUNCTIONS)[number];
const FUNCTION_PANELS: Record<PanelFunction, readonly WorkflowPanel[]> = {
  expert: ['review'],
  implementer: ['review', 'implementation'],
};

/**
 * Who reads a panel whatever the idea's status: the per-idea roles whose full or read-only
 * permission names it, and the named functions that see it. Every action of a panel belongs to
 * one of these, so a panel is open ('edit' or 'read') exactly to its readers; SQL that asks
 * "may this person read the panel" (the notifications) is built from this.
 */
export function panelReaders(panel: WorkflowPanel): { roles: AppRole[]; functions: PanelFunction[] } {
  const { full, readOnly } = PANEL_PERMISSIONS[panel];
  const roles = (Object.keys(ROLE_PERMISSIONS) as AppRole[]).filter((r) => hasPermission(r, full) || (readOnly !== undefined && hasPermission(r, readOnly)));
  return { roles, functions: PANEL_FUNCTIONS.filter((f) => FUNCTION_PANELS[f].includes(panel)) };
}

/**
 * The roles whose permissions apply to the user on this idea: the per-idea role, and CREATORS for
 * a submitter or contributor whatever their role.
 */
export function permissionRolesFor(user: { id: string; role: AppRole }, idea: WorkflowIdea): AppRole[] {
  const role = roleForIdea(user, idea);
  return isIdeaCreator(user, idea) && role !== 'CREATORS' ? [role, 'CREATORS'] : [role];
}

/** The named functions the user has on the idea (an expert ever asked, the person in charge of implementation). */
export function panelFunctionsFor(user: { id: string }, idea: WorkflowIdea): PanelFunction[] {
  const fns: PanelFunction[] = [];
  if (idea.pendingExpertIds?.includes(user.id) || idea.expertIds?.includes(user.id)) fns.push('expert');
  if (idea.implementerId && idea.implementerId === user.id) fns.push('implementer');
  return fns;
}

/**
 * What a panel shows: 'edit' (the form) when the user may take one of its actions now, 'read'
 * when a full or read-only permission lets them see it, else 'none'. Named functions see the
 * panels they work in: an expert reads the review, the implementer the review and implementation.
 */
export function panelModes(user: { id: string; role: AppRole }, idea: WorkflowIdea): Record<WorkflowPanel, PanelMode> {
  const actors = actorsFor(user, idea);
  const roles = permissionRolesFor(user, idea);
  const fns = panelFunctionsFor(user, idea);
  const modes = {} as Record<WorkflowPanel, PanelMode>;
  for (const panel of WORKFLOW_PANELS) {
    const readers = panelReaders(panel);
    const acts = PANEL_ACTIONS[panel].some((a) => preconditionHolds(idea, a) && actorMay(actors, idea.status, a) && !withheldReason(user, idea, a));
    if (acts && panel !== 'history') modes[panel] = 'edit';
    else if (roles.some((r) => readers.roles.includes(r)) || fns.some((f) => readers.functions.includes(f))) modes[panel] = 'read';
    else modes[panel] = 'none';
  }
  return modes;
}

/** GET /ideas/{id}/history and the PDF's history section follow IDEA_HISTORY (full or read-only). */
export function maySeeHistory(user: { id: string; role: AppRole }, idea: WorkflowIdea): boolean {
  return panelModes(user, idea).history !== 'none';
}

// ---- tasks --------------------------------------------------------------------------------

/** The task an open idea's stage asks for (closed ideas and drafts ask for none). */
export function taskKindForStatus(status: IdeaStatus | string): TaskKind | null {
  switch (canonicalStatus(status)) {
    case 'first_assessment':
      return 'assess';
    case 'review':
      return 'review';
    case 'implementation':
      return 'implement';
    case 'final_decision':
    case 'accepted':
      return 'decide';
    default:
      return null;
  }
}

/** The workflow table as Markdown (API README and OpenAPI), generated so it never drifts from TRANSITIONS. */
export function transitionTableMarkdown(): string {
  const rows = TRANSITIONS.map((t) => `| ${t.from} | ${t.action} | ${t.to.join(', ')} | ADMIN, ${t.who.join(', ')} |`);
  return ['| Status | Action | Leads to | Who |', '|---|---|---|---|', ...rows, `| ${CLOSED_STATUSES.join(', ')} | (closed) | | |`].join('\n');
}

/**
 * The panels that hold an idea's benefit and savings: the review (benefit, net savings in the
 * first year) and the final decision (realised savings). A list export shows those columns only
 * to a role whose own permissions open them, and in each row only where the panel is open to
 * the caller on that idea (panelModes, through panelReaders).
 */
export const BENEFIT_PANELS = { benefit: 'review', realisedSavings: 'finalDecision' } as const satisfies Record<string, WorkflowPanel>;

/** Whether a role's own permissions open a panel (on some ideas): the export's column rule. */
export function roleReadsPanel(role: AppRole, panel: WorkflowPanel): boolean {
  return panelReaders(panel).roles.includes(role);
}
