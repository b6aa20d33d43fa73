import type { IdeaPremium, PremiumDerivation, PremiumKind, PremiumRuleSet, PremiumShare } from '@idea-portal/contracts';
import { calculatePremium, FRESH_APPROVAL_ROUND, objectionDeadline, premiumActions, premiumStatus, recalculatedPremium, releasedAt, splitPremium, type PremiumReleaseState, type ShareInput } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { ideaAssessments, ideaContributors, ideaPremiums, ideaPremiumShares, ideaReviews, premiumRuleSets, users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { loadVisibleIdea, type IdeaRow } from '../ideas/load-and-require';
import { type Tx } from '../ideas/write-kernel';
import { bonusFunctionsOf } from '../workflow/repository';
import { ruleSetForDay, toRuleSet } from './rule-sets';

export type PremiumRow = typeof ideaPremiums.$inferSelect;

/** The team that shares a premium: the submitter first, then the contributors in the order they were added. */
export async function teamOf(db: Database | Tx, idea: Pick<IdeaRow, 'id' | 'submitterId'>): Promise<string[]> {
  const contributors = await db
    .select({ userId: ideaContributors.userId })
    .from(ideaContributors)
    .where(eq(ideaContributors.ideaId, idea.id))
    .orderBy(asc(ideaContributors.addedAt), asc(ideaContributors.userId));
  return [idea.submitterId, ...contributors.map((c) => c.userId).filter((id) => id !== idea.submitterId)];
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The day that picks the rule version: the submission day (the creation day of an idea never submitted). */
export const submissionDay = (idea: Pick<IdeaRow, 'submittedAt' | 'createdAt'>) => day(idea.submittedAt ?? idea.createdAt);

/** Writes the current split of the amount over the team (confirmed shares, or equal ones). */
export async function writeShares(tx: Tx, idea: Pick<IdeaRow, 'id' | 'tenantId' | 'submitterId'>, amount: number, shares: ShareInput[] | null): Promise<void> {
  const team = await teamOf(tx, idea);
  const confirmed = shares ?? (await currentShares(tx, idea.id, false, true));
  const split = splitPremium(amount, team, confirmed && confirmed.length ? confirmed : null);
  await tx.delete(ideaPremiumShares).where(and(eq(ideaPremiumShares.ideaId, idea.id), eq(ideaPremiumShares.proposed, false)));
  await tx.insert(ideaPremiumShares).values(split.map((s) => ({ ideaId: idea.id, tenantId: idea.tenantId, userId: s.userId, proposed: false, basisPoints: s.basisPoints, amount: s.amount })));
}

/** Stored shares (proposed or current); `onlyConfirmed` gives null unless the idea manager confirmed them. */
async function currentShares(db: Database | Tx, ideaId: string, proposed: boolean, onlyConfirmed = false): Promise<ShareInput[] | null> {
  if (onlyConfirmed) {
    const [p] = await db.select({ confirmed: ideaPremiums.sharesConfirmed }).from(ideaPremiums).where(eq(ideaPremiums.ideaId, ideaId));
    if (!p?.confirmed) return null;
  }
  const rows = await db
    .select({ userId: ideaPremiumShares.userId, basisPoints: ideaPremiumShares.basisPoints })
    .from(ideaPremiumShares)
    .where(and(eq(ideaPremiumShares.ideaId, ideaId), eq(ideaPremiumShares.proposed, proposed)));
  return rows;
}

/** Which premium an idea earns at its final decision: implemented with calculable or point-table benefit, or the appreciation award for a valid idea not implemented. */
async function premiumCase(tx: Tx, ideaId: string, decision: 'accepted' | 'rejected') {
  const [[review], [assessment]] = await Promise.all([
    tx.select().from(ideaReviews).where(eq(ideaReviews.ideaId, ideaId)),
    tx.select({ isValidIdea: ideaAssessments.isValidIdea }).from(ideaAssessments).where(eq(ideaAssessments.ideaId, ideaId)),
  ]);
  if (decision === 'rejected') return assessment?.isValidIdea ? { kind: 'appreciation' as const, inputs: {} } : null;
  if (review?.benefitCalculationType === 'notCalculable') {
    return review.criterionLevels ? { kind: 'notCalculable' as const, inputs: { criterionLevels: review.criterionLevels } } : null;
  }
  const savings = review?.firstYearSavings ?? review?.firstYearNetSavings ?? 0;
  const costs = review?.firstYearSavings != null ? (review.implementationCosts ?? 0) : 0;
  return { kind: 'calculable' as const, inputs: { firstYearSavings: savings, implementationCosts: costs } };
}

/**
 * At the final decision: the premium the rule version of the idea's submission day gives, with
 * its derivation, stored as a new proposal (a decision taken again starts a new round of
 * agreement). Nothing when no rule set was in force or the idea earns none.
 */
export async function proposePremium(tx: Tx, idea: IdeaRow, decision: 'accepted' | 'rejected'): Promise<void> {
  const rules = await ruleSetForDay(tx, idea.tenantId, submissionDay(idea));
  const c = await premiumCase(tx, idea.id, decision);
  if (!rules || !c) {
    await tx.delete(ideaPremiums).where(and(eq(ideaPremiums.ideaId, idea.id), inArray(ideaPremiums.status, ['proposed', 'approved', 'objected'])));
    return;
  }
  const derivation = calculatePremium(rules, c);
  await storeProposal(tx, idea, derivation, c.kind, rules.releaseAfterObjectionPeriod);
}

const freshRound = { status: 'proposed' as const, ...FRESH_APPROVAL_ROUND };

async function storeProposal(tx: Tx, idea: IdeaRow, derivation: PremiumDerivation, kind: PremiumKind, releaseAfterDeadline: boolean) {
  const values = {
    ruleSetId: derivation.ruleSetId,
    kind,
    amount: derivation.amount,
    proposedAmount: derivation.amount,
    currency: derivation.currency,
    derivation,
    releaseAfterDeadline,
    ...freshRound,
    updatedAt: new Date(),
  };
  const [before] = await tx.select({ version: ideaPremiums.version }).from(ideaPremiums).where(eq(ideaPremiums.ideaId, idea.id));
  await tx
    .insert(ideaPremiums)
    .values({ ideaId: idea.id, tenantId: idea.tenantId, ...values })
    .onConflictDoUpdate({ target: ideaPremiums.ideaId, set: { ...values, version: (before?.version ?? 0) + 1 } });
  await writeShares(tx, idea, derivation.amount, null);
}

/**
 * The realised first-year savings are known: the calculable premium is calculated again with
 * them (net of the implementation costs). A higher amount is a top-up, a lower one only where the
 * rule set claws back; a changed amount starts a new round of agreement.
 */
export async function recalculatePremium(tx: Tx, idea: IdeaRow, realisedSavings: number): Promise<void> {
  const [premium] = await tx.select().from(ideaPremiums).where(eq(ideaPremiums.ideaId, idea.id));
  if (!premium || premium.kind !== 'calculable') return;
  const rules = await ruleSetForDay(tx, idea.tenantId, submissionDay(idea));
  if (!rules || rules.id !== premium.ruleSetId) return;
  const [review] = await tx.select({ costs: ideaReviews.implementationCosts }).from(ideaReviews).where(eq(ideaReviews.ideaId, idea.id));
  const next = calculatePremium(rules, { kind: 'calculable', inputs: { firstYearSavings: realisedSavings, implementationCosts: review?.costs ?? 0 } });
  const derivation = recalculatedPremium(premium.amount, next, rules.clawBack);
  if (derivation.amount === premium.amount) return;
  await storeProposal(tx, idea, derivation, 'calculable', rules.releaseAfterObjectionPeriod);
}

export const releaseState = (p: PremiumRow): PremiumReleaseState => ({
  status: p.status,
  managerApprovedAt: p.managerApprovedAt,
  worksCouncilApprovedAt: p.worksCouncilApprovedAt,
  objectedAt: p.objectedAt,
});

/** The rules of release as they were when the idea manager agreed (the deadline is stored with the premium). */
export const releaseRules = (p: PremiumRow) => ({
  objectionPeriodDays: p.objectionDeadline && p.managerApprovedAt ? (p.objectionDeadline.getTime() - p.managerApprovedAt.getTime()) / 86_400_000 : 0,
  releaseAfterObjectionPeriod: p.releaseAfterDeadline && p.objectionDeadline !== null,
});

/**
 * The premium as it stands at `now` (released once the objection period passed without
 * objection), computed without writing: reading a premium changes nothing; the hourly release
 * job (release-job.ts) and the next premium step store it.
 */
export function premiumAsOf(p: PremiumRow, now = new Date()): PremiumRow {
  const status = premiumStatus(releaseState(p), releaseRules(p), now);
  if (status === p.status) return p;
  const released = status === 'released' ? (releasedAt(releaseState(p), releaseRules(p), now) ?? now) : null;
  return { ...p, status, releasedAt: released };
}

/** Stores the status `premiumAsOf` gives (only if nobody changed the status meanwhile); a write path's first step. */
export async function settle(db: Database | Tx, p: PremiumRow, now = new Date()): Promise<PremiumRow> {
  const next = premiumAsOf(p, now);
  if (next === p) return p;
  const [row] = await db
    .update(ideaPremiums)
    .set({ status: next.status, releasedAt: next.releasedAt })
    .where(and(eq(ideaPremiums.ideaId, p.ideaId), eq(ideaPremiums.status, p.status)))
    .returning();
  return row ?? p;
}

/**
 * Releases every premium (of one tenant, or of all) whose objection period ended without
 * objection where its rule set releases then: the same rule as the domain's premiumStatus, run by
 * the hourly release job. Each release is a conditional update of the status, so a second run
 * or instance releases nothing twice. Returns the ideas whose premium it released.
 */
export async function releaseDuePremiums(db: Database | Tx, now = new Date(), tenantId?: string): Promise<string[]> {
  const due = await db
    .select()
    .from(ideaPremiums)
    .where(
      and(
        tenantId ? eq(ideaPremiums.tenantId, tenantId) : undefined,
        inArray(ideaPremiums.status, ['proposed', 'approved']),
        eq(ideaPremiums.releaseAfterDeadline, true),
        isNull(ideaPremiums.objectedAt),
        lte(ideaPremiums.objectionDeadline, now),
      ),
    );
  const released: string[] = [];
  for (const p of due) {
    const row = await settle(db, p, now);
    if (row !== p && row.status === 'released') released.push(row.ideaId);
  }
  return released;
}

export interface PremiumViewer {
  ideaManager: boolean;
  worksCouncil: boolean;
  isSubmitter: boolean;
  isCreator: boolean;
}

/** The caller's relation to the idea's premium. */
export async function viewerOf(db: Database | Tx, caller: Caller, idea: IdeaRow): Promise<PremiumViewer & { team: string[] }> {
  const [functions, team] = await Promise.all([bonusFunctionsOf(db, caller), teamOf(db, idea)]);
  return { ...functions, isSubmitter: idea.submitterId === caller.id, isCreator: team.includes(caller.id), team };
}

/** The premium row of an idea the caller may see the premium of (404 otherwise: others learn not even that there is one). */
export async function premiumRowFor(db: Database | Tx, idea: IdeaRow, viewer: PremiumViewer, lock = false): Promise<PremiumRow> {
  if (!viewer.ideaManager && !viewer.worksCouncil && !viewer.isCreator) throw notFound('Premium');
  const query = db.select().from(ideaPremiums).where(and(eq(ideaPremiums.ideaId, idea.id), eq(ideaPremiums.tenantId, idea.tenantId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Premium');
  return row;
}

export function checkPremiumVersion(row: PremiumRow, sent: number): void {
  if (row.version !== sent) throw new HttpError('VERSION_CONFLICT', 'The premium was changed by someone else: reload it', [{ path: 'body.version', message: String(row.version) }]);
}

/** The premium as the caller may see it: everything for idea manager and works council, only their own share for a creator. */
export async function premiumView(db: Database | Tx, caller: Caller, idea: IdeaRow, row: PremiumRow, viewer: PremiumViewer & { team: string[] }, now = new Date()): Promise<IdeaPremium> {
  const p = premiumAsOf(row, now);
  const seesAll = viewer.ideaManager || viewer.worksCouncil;
  const shareRows = await db.select().from(ideaPremiumShares).where(eq(ideaPremiumShares.ideaId, idea.id));
  const ids = [...new Set([...shareRows.map((s) => s.userId), p.adjustedBy, p.managerApprovedBy, p.worksCouncilBy].filter((id): id is string => !!id))];
  const people = ids.length
    ? new Map(
        (await db.select({ id: users.id, givenName: users.givenName, familyName: users.familyName }).from(users).where(inArray(users.id, ids))).map((u) => [
          u.id,
          `${u.givenName} ${u.familyName}`.trim(),
        ]),
      )
    : new Map<string, string>();
  const person = (id: string | null) => (id ? { id, name: people.get(id) ?? id } : null);
  const order = (userId: string) => viewer.team.indexOf(userId);
  const toShare = (s: typeof ideaPremiumShares.$inferSelect): PremiumShare => ({ userId: s.userId, name: people.get(s.userId) ?? s.userId, basisPoints: s.basisPoints, amount: s.amount });
  const visible = (s: typeof ideaPremiumShares.$inferSelect) => seesAll || s.userId === caller.id;
  const current = shareRows.filter((s) => !s.proposed && visible(s)).sort((a, b) => order(a.userId) - order(b.userId)).map(toShare);
  const proposed = shareRows.filter((s) => s.proposed).sort((a, b) => order(a.userId) - order(b.userId)).map(toShare);
  const state = releaseState(p);
  const deadline = p.objectionDeadline ?? objectionDeadline(state, releaseRules(p));
  return {
    ideaId: idea.id,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    proposedAmount: p.proposedAmount,
    derivation: p.derivation,
    adjustmentReason: p.adjustmentReason,
    adjustedBy: person(p.adjustedBy),
    managerApprovedBy: person(p.managerApprovedBy),
    managerApprovedAt: p.managerApprovedAt?.toISOString() ?? null,
    worksCouncilBy: person(p.worksCouncilBy),
    worksCouncilAt: (p.worksCouncilApprovedAt ?? p.objectedAt)?.toISOString() ?? null,
    objectionReason: seesAll ? p.objectionReason : null,
    objectionDeadline: deadline?.toISOString() ?? null,
    releasedAt: p.releasedAt?.toISOString() ?? null,
    shares: current,
    proposedShares: proposed.length && (seesAll || viewer.isSubmitter) ? proposed : null,
    sharesConfirmed: p.sharesConfirmed,
    version: p.version,
    actions: premiumActions(viewer, state, releaseRules(p), now, viewer.team.length),
    seesAll,
  };
}

/**
 * The premium as the caller may read it, for other channels (the case-file PDF): null when there
 * is none or it is not theirs to see, with the rule version it was calculated with.
 */
export async function readablePremium(db: Database, caller: Caller, ideaId: string): Promise<{ premium: IdeaPremium; rules: PremiumRuleSet | null } | null> {
  const idea = await loadVisibleIdea(db, caller, ideaId);
  const viewer = await viewerOf(db, caller, idea);
  if (!viewer.ideaManager && !viewer.worksCouncil && !viewer.isCreator) return null;
  const [row] = await db.select().from(ideaPremiums).where(and(eq(ideaPremiums.ideaId, idea.id), eq(ideaPremiums.tenantId, idea.tenantId)));
  if (!row) return null;
  const [rules] = await db.select().from(premiumRuleSets).where(eq(premiumRuleSets.id, row.ruleSetId));
  return { premium: await premiumView(db, caller, idea, row, viewer), rules: rules ? toRuleSet(rules) : null };
}
