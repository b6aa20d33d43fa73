import type { Appeal, AppealSubject } from '@idea-portal/contracts';
import { DEFAULT_APPEAL_PERIOD_DAYS, type AppealIdea } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ideaAppeals, tenantSettings, users } from '../../db/schema';
import type { IdeaRow } from '../ideas/access';

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
 * The tenant's appeal period in days (tenant setting, default 4 weeks). Where the premium rule set
 * names a period, the premium module's period replaces this (one place: here).
 */
export async function appealPeriodDays(db: Database, tenantId: string): Promise<number> {
  const [row] = await db.select({ days: tenantSettings.appealPeriodDays }).from(tenantSettings).where(eq(tenantSettings.tenantId, tenantId));
  return row?.days ?? DEFAULT_APPEAL_PERIOD_DAYS;
}

/**
 * When the decision an appeal objects to was taken: a rejection when the idea became rejected
 * (its status change), a premium when it was decided (none until the premium module records one).
 */
export function decidedAtOf(idea: Pick<IdeaRow, 'status' | 'statusChangedAt'>, subject: AppealSubject): Date | null {
  if (subject === 'rejection') return idea.status === 'rejected' ? idea.statusChangedAt : null;
  return null;
}

/** The idea as the appeal rule (`checkAppeal`) needs it for one subject. */
export function appealIdea(idea: IdeaRow, subject: AppealSubject, appeals: readonly Pick<Appeal, 'subject' | 'outcome' | 'createdAt'>[]): AppealIdea {
  const decidedAt = decidedAtOf(idea, subject);
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
