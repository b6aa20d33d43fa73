import type { PremiumRuleSet, PremiumRuleSetInput, PremiumRuleSetList } from '@idea-portal/contracts';
import { ruleSetFor, validatePremiumRuleSet } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { desc, eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { premiumRuleSets, tenants, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { newId, type Tx } from '../ideas/access';

type Row = typeof premiumRuleSets.$inferSelect;

/** A stored rule set in the contract's shape. */
export function toRuleSet(row: Row, createdBy: { id: string; name: string } | null = null): PremiumRuleSet {
  return {
    id: row.id,
    version: row.version,
    validFrom: row.validFrom,
    currency: row.currency,
    calculable: row.calculable,
    nonCalculable: row.nonCalculable,
    appreciationAward: row.appreciationAward,
    appealPeriodDays: row.appealPeriodDays,
    objectionPeriodDays: row.objectionPeriodDays,
    releaseAfterObjectionPeriod: row.releaseAfterObjectionPeriod,
    clawBack: row.clawBack,
    createdAt: row.createdAt.toISOString(),
    createdBy,
  };
}

const today = () => new Date().toISOString().slice(0, 10);

/** Every version of the tenant's rule set, newest first, and the one in force today. */
export async function listRuleSets(db: Database, tenantId: string): Promise<PremiumRuleSetList> {
  const rows = await db
    .select({ row: premiumRuleSets, givenName: users.givenName, familyName: users.familyName })
    .from(premiumRuleSets)
    .leftJoin(users, eq(users.id, premiumRuleSets.createdBy))
    .where(eq(premiumRuleSets.tenantId, tenantId))
    .orderBy(desc(premiumRuleSets.version));
  const ruleSets = rows.map(({ row, givenName, familyName }) =>
    toRuleSet(row, row.createdBy ? { id: row.createdBy, name: `${givenName ?? ''} ${familyName ?? ''}`.trim() } : null),
  );
  return { ruleSets, currentId: ruleSetFor(ruleSets, today())?.id ?? null };
}

/** The rule set an idea submitted on `submissionDay` is calculated with (null: none in force then). */
export async function ruleSetForDay(db: Database | Tx, tenantId: string, submissionDay: string): Promise<PremiumRuleSet | null> {
  const rows = await db.select().from(premiumRuleSets).where(eq(premiumRuleSets.tenantId, tenantId));
  const found = ruleSetFor(rows, submissionDay);
  return found ? toRuleSet(found) : null;
}

/** 400 VALIDATION_FAILED naming each field the domain's rule-set check refuses (overlapping or gappy tiers, minimum above maximum, ...). */
export function checkRuleSet(input: PremiumRuleSetInput): void {
  const issues = validatePremiumRuleSet(input);
  if (issues.length) {
    throw new HttpError(
      'VALIDATION_FAILED',
      'The premium rule set is not consistent',
      issues.map((i) => ({ path: `body.${i.path}`, message: i.code })),
    );
  }
}

/** Stores a new version (the next number of the tenant's); the old versions stay for ideas submitted while they were in force. */
export async function createRuleSet(db: Database, caller: Caller, input: PremiumRuleSetInput): Promise<PremiumRuleSet> {
  checkRuleSet(input);
  const row = await db.transaction(async (tx) => {
    // One writer at a time per tenant: the version numbers follow each other.
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, caller.tenantId)).for('update');
    const [last] = await tx
      .select({ version: sql<number>`coalesce(max(${premiumRuleSets.version}), 0)`.mapWith(Number) })
      .from(premiumRuleSets)
      .where(eq(premiumRuleSets.tenantId, caller.tenantId));
    const [created] = await tx
      .insert(premiumRuleSets)
      .values({ id: newId('prs'), tenantId: caller.tenantId, version: (last?.version ?? 0) + 1, ...input, createdBy: caller.id })
      .returning();
    return created!;
  });
  return toRuleSet(row, { id: caller.id, name: `${caller.givenName} ${caller.familyName}`.trim() });
}
