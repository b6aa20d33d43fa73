import { z } from 'zod';
import { IsoDate } from './common';
import { IDEA_LIMITS } from './idea-validation';
import { msg, objectError } from './internal/idea-zod';

/** Revision requests: asking for a change once an idea can no longer be edited. */

/** POST /ideas/{id}/revision-requests: asks for a change once the idea is no longer editable. */
export const RevisionRequestInput = z.strictObject({
  message: z.string(msg('validation.revisionTooShort')).trim().min(IDEA_LIMITS.revisionMin, msg('validation.revisionTooShort')).max(IDEA_LIMITS.revisionMax, msg('validation.revisionTooLong')),
}, objectError);
export type RevisionRequestInput = z.infer<typeof RevisionRequestInput>;

export const RevisionRequest = z.object({
  id: z.string(),
  ideaId: z.string(),
  message: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: IsoDate,
  /** The answer of the assessor or an idea manager; the request is open while it is null. */
  answer: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: IsoDate.nullable(),
});
export type RevisionRequest = z.infer<typeof RevisionRequest>;
export const RevisionRequestListResponse = z.object({ revisionRequests: z.array(RevisionRequest) });
export type RevisionRequestListResponse = z.infer<typeof RevisionRequestListResponse>;

/** POST /ideas/{id}/revision-requests/{requestId}/answer: the assessor or an idea manager answers a revision request. */
export const RevisionAnswerInput = z.strictObject({
  message: z.string(msg('validation.revisionTooShort')).trim().min(IDEA_LIMITS.revisionMin, msg('validation.revisionTooShort')).max(IDEA_LIMITS.revisionMax, msg('validation.revisionTooLong')),
}, objectError);
export type RevisionAnswerInput = z.infer<typeof RevisionAnswerInput>;
