import { z } from 'zod';
import { Id, IsoDate } from './common';
import { IdeaStatus } from './ideas';
import { Reason, Text, Version } from './internal/workflow-fields';
import { msg, objectError } from './internal/workflow-zod';
import { APPEAL_OUTCOMES, APPEAL_SUBJECTS } from './workflow-values';

/**
 * Appeals (Einspruch) and priority links (duplicates). The rule (who may appeal, until when,
 * who decides) lives in libs/domain (appeals.ts, duplicates.ts).
 *
 *   GET  /ideas/{id}/appeals                         -> AppealListResponse
 *   POST /ideas/{id}/appeals                         AppealInput          -> Appeal (201)
 *   POST /ideas/{id}/appeals/{appealId}/decision     AppealDecisionInput  -> Appeal
 *   GET  /ideas/{id}/duplicate-links                 -> DuplicateLinks
 *   POST /ideas/{id}/duplicate                       DuplicateInput       -> IdeaWorkflow (markDuplicate)
 */

export const AppealSubject = z.enum(APPEAL_SUBJECTS, msg('validation.invalidType'));
export type AppealSubject = z.infer<typeof AppealSubject>;
export const AppealOutcome = z.enum(APPEAL_OUTCOMES, msg('validation.decisionRequired'));
export type AppealOutcome = z.infer<typeof AppealOutcome>;

/** POST /ideas/{id}/appeals: the submitter appeals a rejection or the premium, with a reason. */
export const AppealInput = z.strictObject({ subject: AppealSubject, reason: Reason('validation.reasonRequired') }, objectError);
export type AppealInput = z.infer<typeof AppealInput>;

/** POST /ideas/{id}/appeals/{appealId}/decision: an idea manager upholds or dismisses it, with a reason. */
export const AppealDecisionInput = z.strictObject({ outcome: AppealOutcome, reason: Reason('validation.reasonRequired') }, objectError);
export type AppealDecisionInput = z.infer<typeof AppealDecisionInput>;

export const Appeal = z.object({
  id: z.string(),
  ideaId: z.string(),
  subject: AppealSubject,
  reason: z.string(),
  appellantName: z.string().nullable(),
  createdAt: IsoDate,
  /** Open while null. */
  outcome: AppealOutcome.nullable(),
  decisionReason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: IsoDate.nullable(),
});
export type Appeal = z.infer<typeof Appeal>;

export const AppealListResponse = z.object({
  appeals: z.array(Appeal),
  /** What the caller may appeal now and until when (empty for anyone but the submitter, or after the period). */
  appealable: z.array(z.object({ subject: AppealSubject, deadline: IsoDate })),
  /** Whether the caller may decide the open appeals (ADMIN, idea managers; never the appellant). */
  mayDecide: z.boolean(),
  /** The tenant's appeal period in days. */
  periodDays: z.number().int(),
});
export type AppealListResponse = z.infer<typeof AppealListResponse>;

/** POST /ideas/{id}/duplicate: the assessor links the idea to the earlier submission it duplicates; it is closed (rejected, reason 'duplicate'). */
export const DuplicateInput = z.strictObject({ earlierIdeaId: Id, note: Text.optional(), version: Version }, objectError);
export type DuplicateInput = z.infer<typeof DuplicateInput>;

/** An idea a duplicate link names (only ideas the reader may see). */
export const LinkedIdea = z.object({ id: z.string(), title: z.string(), status: IdeaStatus, submittedAt: IsoDate.nullable() });
export type LinkedIdea = z.infer<typeof LinkedIdea>;

/** GET /ideas/{id}/duplicate-links: the earlier idea this one duplicates, and the later ones that duplicate it. */
export const DuplicateLinks = z.object({
  duplicateOf: LinkedIdea.nullable(),
  note: z.string().nullable(),
  duplicates: z.array(LinkedIdea),
});
export type DuplicateLinks = z.infer<typeof DuplicateLinks>;

/** The error codes of appeals and duplicate links, their texts in en and de (the UI shows them). */
export const appealErrorMessages = {
  en: {
    APPEAL_PERIOD_OVER: 'The appeal period is over: an appeal was possible until {{deadline}}.',
    APPEAL_PENDING: 'An appeal against this decision is already waiting for its decision.',
    NOT_APPEALABLE: 'There is no decision to appeal, or it was appealed already.',
    DUPLICATE_NOT_EARLIER: 'The other idea was not submitted before this one; only an earlier submission has priority.',
    DUPLICATE_OF_ITSELF: 'An idea cannot duplicate itself.',
    NOTHING_TO_EXPORT: 'No released premium of this period waits for the payroll; everything was exported already.',
  },
  de: {
    APPEAL_PERIOD_OVER: 'Die Einspruchsfrist ist abgelaufen: Ein Einspruch war bis {{deadline}} möglich.',
    APPEAL_PENDING: 'Über einen Einspruch gegen diese Entscheidung wird bereits entschieden.',
    NOT_APPEALABLE: 'Es gibt keine Entscheidung, gegen die Einspruch möglich ist, oder es wurde bereits Einspruch eingelegt.',
    DUPLICATE_NOT_EARLIER: 'Die andere Idee wurde nicht vor dieser eingereicht; Vorrang hat nur eine frühere Einreichung.',
    DUPLICATE_OF_ITSELF: 'Eine Idee kann kein Duplikat ihrer selbst sein.',
    NOTHING_TO_EXPORT: 'Keine freigegebene Prämie dieses Zeitraums wartet auf die Lohnabrechnung; alles wurde bereits exportiert.',
  },
} as const;
export type AppealErrorCode = keyof (typeof appealErrorMessages)['en'];
