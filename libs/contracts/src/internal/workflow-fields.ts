import { z } from 'zod';
import type { WorkflowValidationKey } from '../workflow-messages';
import { WORKFLOW_LIMITS } from '../workflow-values';
import { Classification } from '../workflow-vocabulary';
import { msg } from './workflow-zod';

/** Field schemas shared by the workflow step contracts (not exported from the package). */

export const Version = z
  .number(msg('validation.versionRequired'))
  .int(msg('validation.versionRequired'))
  .min(1, msg('validation.versionRequired'));
/** Optional free text; null or '' clears it. */
export const Text = z.string(msg('validation.invalidType')).trim().max(WORKFLOW_LIMITS.textMax, msg('validation.textTooLong')).nullable();
export const Reason = (required: WorkflowValidationKey) =>
  z.string(msg(required)).trim().min(1, msg(required)).max(WORKFLOW_LIMITS.reasonMax, msg('validation.reasonTooLong'));
export const ShortText = z.string(msg('validation.invalidType')).trim().max(WORKFLOW_LIMITS.shortTextMax, msg('validation.invalidType')).nullable();
/** A calendar day, YYYY-MM-DD. */
export const Day = z.iso.date(msg('validation.dateInvalid'));
/** A day not in the past: today or later somewhere on earth (the person choosing it may be 12 hours behind UTC). */
export const FutureDay = (required: WorkflowValidationKey) =>
  z.iso.date(msg(required)).refine((day) => !isPastDay(day), msg('validation.dateInPast'));

/** Whether a calendar day (YYYY-MM-DD) has ended everywhere on earth (UTC-12) at `now`. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}
export const Amount = z.number(msg('validation.amountInvalid')).min(0, msg('validation.amountInvalid')).max(WORKFLOW_LIMITS.amountMax, msg('validation.amountInvalid'));
/** Realised savings of one idea: zero or more, and no more than is plausible (`realisedSavingsMax`). */
export const RealisedSavings = z
  .number(msg('validation.amountInvalid'))
  .min(0, msg('validation.amountInvalid'))
  .max(WORKFLOW_LIMITS.realisedSavingsMax, msg('validation.savingsImplausible'));
export const Classifications = z
  .array(Classification, msg('validation.classificationRequired'))
  .min(1, msg('validation.classificationRequired'))
  .refine((c) => new Set(c).size === c.length, msg('validation.invalidType'));

/** An invalid idea needs a reason. */
export function checkInvalidReason(v: { isValidIdea?: boolean | null; invalidReason?: string | null }, ctx: z.RefinementCtx) {
  if (v.isValidIdea === false && !v.invalidReason?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['invalidReason'], message: 'validation.reasonRequired' });
  }
}
