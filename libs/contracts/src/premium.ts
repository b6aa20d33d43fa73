import { z } from 'zod';
import { IsoDate } from './common';
import type { PremiumValidationKey } from './premium-messages';

/**
 * The money side of the suggestion scheme (issue 39): the tenant's premium rule sets (versioned,
 * each with the day it takes effect), the premium inputs a review records, and the per-idea
 * premium with its derivation, team shares and four-eyes release. The calculation itself is in
 * libs/domain (premium.ts); these are the shapes the API, the remotes and the PDF share.
 */

const m = (key: PremiumValidationKey) => ({ message: key });
const objectError = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'premium.amountInvalid') };

export const PREMIUM_LIMITS = {
  /** The largest money figure a rule set or an input may hold. */
  amountMax: 1_000_000_000,
  percentMax: 100,
  roundingStepMax: 1000,
  periodDaysMax: 365,
  tiersMax: 10,
  criteriaMax: 10,
  levelsMax: 10,
  pointsMax: 1000,
  labelMax: 100,
} as const;

export const PREMIUM_STATUSES = ['proposed', 'approved', 'objected', 'released'] as const;
export const PremiumStatus = z.enum(PREMIUM_STATUSES);
export type PremiumStatus = z.infer<typeof PremiumStatus>;

/** Money in the rule set's currency: a finite number, zero or more, at most `amountMax`. */
export const PremiumMoney = z
  .number(m('premium.amountInvalid'))
  .refine(Number.isFinite, m('premium.amountInvalid'))
  .min(0, m('premium.amountInvalid'))
  .max(PREMIUM_LIMITS.amountMax, m('premium.amountTooLarge'));
const Percent = z.number(m('premium.percentInvalid')).min(0, m('premium.percentInvalid')).max(PREMIUM_LIMITS.percentMax, m('premium.percentInvalid'));
const RoundingStep = z
  .number(m('premium.roundingStepInvalid'))
  .gt(0, m('premium.roundingStepInvalid'))
  .max(PREMIUM_LIMITS.roundingStepMax, m('premium.roundingStepInvalid'));
const Days = z.number(m('premium.periodInvalid')).int(m('premium.periodInvalid')).min(0, m('premium.periodInvalid')).max(PREMIUM_LIMITS.periodDaysMax, m('premium.periodInvalid'));
const Label = z.string(m('premium.labelRequired')).trim().min(1, m('premium.labelRequired')).max(PREMIUM_LIMITS.labelMax, m('premium.labelRequired'));
export const PremiumKey = z.string(m('premium.keyInvalid')).regex(/^[a-zA-Z0-9-]{1,40}$/, m('premium.keyInvalid'));

/** A text in both languages of the portal. */
export const LocalizedLabel = z.strictObject({ en: Label, de: Label }, objectError);
export type LocalizedLabel = z.infer<typeof LocalizedLabel>;

/** Percent of the part of the net benefit from `from` up to `to` (null: open-ended); tiers are marginal. */
export const PremiumTier = z.strictObject({ from: PremiumMoney, to: PremiumMoney.nullable(), percent: Percent }, objectError);
export type PremiumTier = z.infer<typeof PremiumTier>;

/** Calculable benefit: `percent` of the net first-year benefit (or the tiers, when there are any), then rounded, minimum, maximum. */
export const CalculableRule = z.strictObject(
  {
    percent: Percent,
    tiers: z.array(PremiumTier, m('premium.amountInvalid')).max(PREMIUM_LIMITS.tiersMax, m('premium.amountInvalid')),
    minimum: PremiumMoney,
    maximum: PremiumMoney,
    roundingStep: RoundingStep,
    /** Savings or costs above this are not plausible for one idea (400 premium.amountTooLarge). */
    maxInput: PremiumMoney,
  },
  objectError,
);
export type CalculableRule = z.infer<typeof CalculableRule>;

export const PointLevel = z.strictObject(
  { key: PremiumKey, label: LocalizedLabel, points: z.number(m('premium.amountInvalid')).int(m('premium.amountInvalid')).min(0, m('premium.amountInvalid')).max(PREMIUM_LIMITS.pointsMax, m('premium.amountTooLarge')) },
  objectError,
);
export type PointLevel = z.infer<typeof PointLevel>;

export const PointCriterion = z.strictObject(
  { key: PremiumKey, label: LocalizedLabel, levels: z.array(PointLevel, m('premium.levelsRequired')).min(2, m('premium.levelsRequired')).max(PREMIUM_LIMITS.levelsMax, m('premium.levelsRequired')) },
  objectError,
);
export type PointCriterion = z.infer<typeof PointCriterion>;

/** Non-calculable benefit: the points of the chosen level of each criterion, added, times `amountPerPoint`; rounded, minimum, maximum. */
export const NonCalculableRule = z.strictObject(
  {
    criteria: z.array(PointCriterion, m('premium.criteriaRequired')).min(1, m('premium.criteriaRequired')).max(PREMIUM_LIMITS.criteriaMax, m('premium.criteriaRequired')),
    amountPerPoint: PremiumMoney,
    minimum: PremiumMoney,
    maximum: PremiumMoney,
    roundingStep: RoundingStep,
  },
  objectError,
);
export type NonCalculableRule = z.infer<typeof NonCalculableRule>;

/**
 * POST /admin/premium-rules: a new version of the tenant's rule set, in force for ideas submitted
 * on or after `validFrom`. The domain's validatePremiumRuleSet refuses overlapping or gappy tiers
 * and a minimum above the maximum (400 with the field's path).
 */
export const PremiumRuleSetInput = z.strictObject(
  {
    validFrom: z.iso.date(m('premium.dateInvalid')),
    currency: z.string(m('premium.currencyInvalid')).regex(/^[A-Z]{3}$/, m('premium.currencyInvalid')),
    calculable: CalculableRule,
    nonCalculable: NonCalculableRule,
    /** The fixed amount for a valid idea that is not implemented. */
    appreciationAward: PremiumMoney,
    /** Days after the decision within which the submitter may appeal (Einspruch). */
    appealPeriodDays: Days,
    /** Days after the idea manager agreed within which the works council may object. */
    objectionPeriodDays: Days,
    /** Released without the works council's approval once the objection period passed without objection. */
    releaseAfterObjectionPeriod: z.boolean(m('premium.amountInvalid')),
    /** Recalculation with lower realised savings lowers the premium (otherwise only top-ups). */
    clawBack: z.boolean(m('premium.amountInvalid')),
  },
  objectError,
);
export type PremiumRuleSetInput = z.infer<typeof PremiumRuleSetInput>;

export const PremiumRuleSet = PremiumRuleSetInput.extend({
  id: z.string(),
  version: z.number().int(),
  createdAt: IsoDate,
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type PremiumRuleSet = z.infer<typeof PremiumRuleSet>;

/** GET /admin/premium-rules: every version, newest first; `current` is the one in force today (null: none yet). */
export const PremiumRuleSetList = z.object({ ruleSets: z.array(PremiumRuleSet), currentId: z.string().nullable() });
export type PremiumRuleSetList = z.infer<typeof PremiumRuleSetList>;

/**
 * What a review records for the premium: for calculable benefit the first-year savings and the
 * implementation costs (net = savings - costs); for non-calculable benefit the level per
 * criterion of the rule set (criterion key -> level key).
 */
export const PremiumInputs = z.strictObject(
  {
    firstYearSavings: PremiumMoney.nullable().optional(),
    implementationCosts: PremiumMoney.nullable().optional(),
    criterionLevels: z.record(PremiumKey, PremiumKey, m('premium.levelUnknown')).nullable().optional(),
  },
  objectError,
);
export type PremiumInputs = z.infer<typeof PremiumInputs>;

/** One step of a premium's derivation: a key the UI and the PDF put into words with `values`. */
export const PremiumStep = z.object({
  key: z.enum([
    'netBenefit',
    'percent',
    'tier',
    'criterion',
    'points',
    'appreciationAward',
    'rounding',
    'minimum',
    'maximum',
    'topUp',
    'clawBack',
    'adjusted',
  ]),
  values: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  /** The amount after this step. */
  amount: z.number(),
});
export type PremiumStep = z.infer<typeof PremiumStep>;
export type PremiumStepKey = PremiumStep['key'];

export const PremiumKind = z.enum(['calculable', 'notCalculable', 'appreciation']);
export type PremiumKind = z.infer<typeof PremiumKind>;

export const PremiumDerivation = z.object({
  kind: PremiumKind,
  ruleSetId: z.string(),
  ruleVersion: z.number().int(),
  validFrom: z.string(),
  currency: z.string(),
  steps: z.array(PremiumStep),
  amount: z.number(),
});
export type PremiumDerivation = z.infer<typeof PremiumDerivation>;

/** A share in basis points (10000 = 100%). */
export const PremiumShareInput = z.strictObject({ userId: z.string().min(1).max(100), basisPoints: z.number().int().min(0).max(10000) }, objectError);
export const PremiumShare = z.object({
  userId: z.string(),
  name: z.string(),
  basisPoints: z.number().int(),
  amount: z.number(),
});
export type PremiumShare = z.infer<typeof PremiumShare>;

const PremiumPerson = z.object({ id: z.string(), name: z.string() }).nullable();

/**
 * GET /ideas/{id}/premium. The idea manager and the works council see everything; a submitter or
 * contributor sees the total, the derivation and only their own share; everyone else gets 404.
 */
export const IdeaPremium = z.object({
  ideaId: z.string(),
  status: PremiumStatus,
  amount: z.number(),
  currency: z.string(),
  proposedAmount: z.number(),
  derivation: PremiumDerivation,
  adjustmentReason: z.string().nullable(),
  adjustedBy: PremiumPerson,
  managerApprovedBy: PremiumPerson,
  managerApprovedAt: IsoDate.nullable(),
  worksCouncilBy: PremiumPerson,
  worksCouncilAt: IsoDate.nullable(),
  objectionReason: z.string().nullable(),
  /** When the objection period ends (release without the works council, where the rule set allows). */
  objectionDeadline: IsoDate.nullable(),
  releasedAt: IsoDate.nullable(),
  shares: z.array(PremiumShare),
  /** Shares the submitter proposed and the idea manager has not confirmed yet. */
  proposedShares: z.array(PremiumShare).nullable(),
  sharesConfirmed: z.boolean(),
  version: z.number().int(),
  /** What the caller may do now. */
  actions: z.array(z.enum(['adjust', 'approve', 'worksCouncilApprove', 'object', 'proposeShares', 'confirmShares'])),
  /** Whether the caller sees every share (idea manager, works council). */
  seesAll: z.boolean(),
});
export type IdeaPremium = z.infer<typeof IdeaPremium>;

const PremiumVersion = z.number().int().min(1);
const PremiumReason = z.string(m('premium.adjustReasonRequired')).trim().min(1, m('premium.adjustReasonRequired')).max(2000, m('premium.adjustReasonRequired'));

/** POST /ideas/{id}/premium/adjustment (idea manager): a different amount, with a reason. */
export const PremiumAdjustInput = z.strictObject({ amount: PremiumMoney, reason: PremiumReason, version: PremiumVersion }, objectError);
export type PremiumAdjustInput = z.infer<typeof PremiumAdjustInput>;

/** POST /ideas/{id}/premium/approval: the idea manager or the works council agree. */
export const PremiumApproveInput = z.strictObject({ version: PremiumVersion }, objectError);
export type PremiumApproveInput = z.infer<typeof PremiumApproveInput>;

/** POST /ideas/{id}/premium/objection (works council): objects, with a reason. */
export const PremiumObjectInput = z.strictObject({ reason: PremiumReason, version: PremiumVersion }, objectError);
export type PremiumObjectInput = z.infer<typeof PremiumObjectInput>;

/** POST /ideas/{id}/premium/shares: the submitter proposes, the idea manager sets (confirms). */
export const PremiumSharesInput = z.strictObject(
  { shares: z.array(PremiumShareInput).min(1).max(50), version: PremiumVersion },
  objectError,
);
export type PremiumSharesInput = z.infer<typeof PremiumSharesInput>;
