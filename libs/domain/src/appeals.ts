import type { AppealOutcome, AppealSubject, AppRole } from '@idea-portal/contracts';

export type { AppealOutcome, AppealSubject };

/**
 * Appeal (Einspruch): the submitter of an idea may object to its rejection (and, once a premium
 * exists, to the premium) within a period after the decision, with a reason. An idea manager (or
 * ADMIN) decides it, upheld or dismissed, with a reason. ONE rule for the API, the UI and the MSW
 * fakes: who may appeal, until when, and who decides.
 */

/**
 * The period in days when the tenant's premium rule set names none: 4 weeks after the decision,
 * the usual term of works agreements. The tenant setting `appealPeriodDays` starts from it.
 */
export const DEFAULT_APPEAL_PERIOD_DAYS = 28;
/** The longest period a tenant may set (a year). */
export const MAX_APPEAL_PERIOD_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment an appeal is on time: the decision plus the period (inclusive). */
export function appealDeadline(decidedAt: Date, periodDays: number = DEFAULT_APPEAL_PERIOD_DAYS): Date {
  return new Date(decidedAt.getTime() + periodDays * DAY_MS);
}

/** The idea (and its decision) as the appeal rule needs them. */
export interface AppealIdea {
  submitterId: string;
  status: string;
  /** When the decision appealed against was taken (rejection: the status change; premium: its decision); null: none yet. */
  decidedAt: Date | null;
  /** An appeal against the same subject is still waiting for its decision. */
  hasOpenAppeal: boolean;
  /** An appeal against the same subject was already decided (one appeal per decision). */
  hasDecidedAppeal?: boolean;
}

export type AppealRefusal = 'FORBIDDEN' | 'NOT_APPEALABLE' | 'APPEAL_PENDING' | 'APPEAL_PERIOD_OVER';
export type AppealCheck = { ok: true; deadline: Date } | { ok: false; code: AppealRefusal; deadline: Date | null };

/**
 * May `user` appeal `subject` of the idea at `now`? Only the submitter (403 FORBIDDEN otherwise);
 * a rejection only while the idea is rejected, a premium once it was decided (409 NOT_APPEALABLE);
 * one open appeal per subject and none after one was decided (409 APPEAL_PENDING / NOT_APPEALABLE);
 * up to and including the deadline (409 APPEAL_PERIOD_OVER after it).
 */
export function checkAppeal(user: { id: string }, idea: AppealIdea, subject: AppealSubject, now: Date, periodDays: number = DEFAULT_APPEAL_PERIOD_DAYS): AppealCheck {
  const deadline = idea.decidedAt ? appealDeadline(idea.decidedAt, periodDays) : null;
  if (user.id !== idea.submitterId) return { ok: false, code: 'FORBIDDEN', deadline };
  if (!deadline || (subject === 'rejection' && idea.status !== 'rejected')) return { ok: false, code: 'NOT_APPEALABLE', deadline };
  if (idea.hasOpenAppeal) return { ok: false, code: 'APPEAL_PENDING', deadline };
  if (idea.hasDecidedAppeal) return { ok: false, code: 'NOT_APPEALABLE', deadline };
  if (now.getTime() > deadline.getTime()) return { ok: false, code: 'APPEAL_PERIOD_OVER', deadline };
  return { ok: true, deadline };
}

/** Who decides an appeal: ADMIN and the tenant's idea managers, never the appellant themself. */
export function mayDecideAppeal(person: { id: string; role: AppRole; isIdeaManager: boolean }, appeal: { appellantId: string | null }): boolean {
  return (person.role === 'ADMIN' || person.isIdeaManager) && person.id !== appeal.appellantId;
}

/** Whose task an open appeal is (decideAppeal in GET /tasks): the idea managers, except the appellant. */
export function isAskedToDecideAppeal(person: { id: string; isIdeaManager: boolean }, appeal: { appellantId: string | null }): boolean {
  return person.isIdeaManager && person.id !== appeal.appellantId;
}

/**
 * What an upheld appeal does to the idea: an upheld appeal against a rejection reopens it in first
 * assessment (it is assessed again); a premium appeal changes no status (the idea manager adjusts
 * the premium). A dismissed appeal changes nothing.
 */
export function statusAfterAppeal(subject: AppealSubject, outcome: AppealOutcome): 'first_assessment' | null {
  return subject === 'rejection' && outcome === 'upheld' ? 'first_assessment' : null;
}
