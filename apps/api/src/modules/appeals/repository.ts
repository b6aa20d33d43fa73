import type { Appeal, AppealSubject } from '@idea-portal/contracts';
import { DEFAULT_APPEAL_PERIOD_DAYS, type AppealIdea } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ideaAppeals, ideaPremiums, tenantSettings, users } from '../../db/schema';
import { submissionDay } from '../premiums/repository';
import { ruleSetForDay } from '../premiums/rule-sets';
import type { IdeaRow } from '../ideas/load-and-require';

const deciders = alias(users, 'deciders');

/** An idea's appeals with the names of appellant and decider, newest first. */
export async function appealsOf(db: Database, ideaId: string): Promise<(Appeal & { appellantId: string | null })[]> {
  const rows = await db
    .select({
      a: ideaAppeals,
      givenName: users.givenName,
      familyName: users.familyName,
      deciderGivenName: deciders.givenName,
      deciderFamilyName: deciders.familyName,
    })
    .from(ideaAppeals)
    .leftJoin(users, eq(users.id, ideaAppeals.appellantId))
    .leftJoin(deciders, eq(deciders.id, ideaAppeals.decidedBy))
    .where(eq(ideaAppeals.ideaId, ideaId))
    .orderBy(desc(ideaAppeals.createdAt), desc(ideaAppeals.id));
  return rows.map(({ a, ...r }) => ({
    id: a.id,
    ideaId: a.ideaId,
    subject: a.subject,
    reason: a.reason,
    appellantId: a.appellantId,
    appellantName: r.givenName ? `${r.givenName} ${r.familyName}` : null,
    createdAt: a.createdAt.toISOString(),
    outcome: a.outcome ?? null,
    decisionReason: a.decisionReason,
    decidedByName: r.deciderGivenName ? `${r.deciderGivenName} ${r.deciderFamilyName}` : null,
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
  }));
}

/**
 * The appeal period in days for an idea, in ONE place: the premium rule set's period (the version
 * in force on the idea's submission day, as the premium is calculated), else the tenant setting
 * (default 4 weeks).
 */
export async function appealPeriodDays(db: Database, idea: Pick<IdeaRow, 'tenantId' | 'submittedAt' | 'createdAt'>): Promise<number> {
  const rules = await ruleSetForDay(db, idea.tenantId, submissionDay(idea));
  if (rules) return rules.appealPeriodDays;
  const [row] = await db.select({ days: tenantSettings.appealPeriodDays }).from(tenantSettings).where(eq(tenantSettings.tenantId, idea.tenantId));
  return row?.days ?? DEFAULT_APPEAL_PERIOD_DAYS;
}

/** When the premium of an idea was released (its decision), null while it is not. */
export async function premiumReleasedAt(db: Database, ideaId: string): Promise<Date | null> {
  const [row] = await db.select({ status: ideaPremiums.status, releasedAt: ideaPremiums.releasedAt }).from(ideaPremiums).where(eq(ideaPremiums.ideaId, ideaId));
  return row?.status === 'released' ? row.releasedAt : null;
}

/**
 * When the decision an appeal objects to was taken: a rejection when the idea became rejected
 * (its status change), a premium when it was released.
 */
export function decidedAtOf(idea: Pick<IdeaRow, 'status' | 'statusChangedAt'>, subject: AppealSubject, premiumReleased: Date | null): Date | null {
  if (subject === 'rejection') return idea.status === 'rejected' ? idea.statusChangedAt : null;
  return premiumReleased;
}

/** The idea as the appeal rule (`checkAppeal`) needs it for one subject. */
export function appealIdea(
  idea: IdeaRow,
  subject: AppealSubject,
  appeals: readonly Pick<Appeal, 'subject' | 'outcome' | 'createdAt'>[],
  premiumReleased: Date | null,
): AppealIdea {
  const decidedAt = decidedAtOf(idea, subject, premiumReleased);
  // Only appeals against this decision count (a reopened and again rejected idea may be appealed again).
  const same = appeals.filter((a) => a.subject === subject && (!decidedAt || Date.parse(a.createdAt) >= decidedAt.getTime()));
  return {
    submitterId: idea.submitterId,
    status: idea.status,
    decidedAt,
    hasOpenAppeal: same.some((a) => a.outcome === null),
    hasDecidedAppeal: same.some((a) => a.outcome !== null),
  };
}

export async function openAppeal(db: Database, ideaId: string, appealId: string) {
  const [row] = await db.select().from(ideaAppeals).where(and(eq(ideaAppeals.id, appealId), eq(ideaAppeals.ideaId, ideaId)));
  return row ?? null;
}
