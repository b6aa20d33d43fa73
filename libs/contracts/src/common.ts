import { z } from 'zod';

/** Every API error is a JSON problem with a stable machine-readable code. */
export const ErrorCode = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'SELF_MODIFICATION_FORBIDDEN', 'CATEGORY_IN_USE', // 409: an admin changing own role/status; deleting a used category
  /** A stale `version`: someone else changed the resource; reload and retry. */
  'VERSION_CONFLICT',
  /** The idea's status no longer allows this change (e.g. editing after first assessment). */
  'NOT_EDITABLE',
  /** The workflow does not allow this action in the idea's current status (or it needs an open question / a pending request). */
  'INVALID_TRANSITION',
  /** 403: the caller submitted or contributes to the idea and may not assess, review, decide or complete it. */
  'CONFLICT_OF_INTEREST',
  /** 409: the person chosen as assignee, person in charge or expert submitted or contributes to the idea (`details[0].path` names the field). */
  'ASSIGNEE_IS_CREATOR',
  /** 403: a completion above the tenant's threshold is confirmed by a second person, not by the one who recorded it. */
  'SECOND_PERSON_REQUIRED',
  /** 409: contributors are fixed from the final decision on (only an idea manager corrects them, with a reason). */
  'CONTRIBUTORS_FROZEN',
  /** 409: the appeal period after the decision is over (`details[0].message`: the deadline, ISO). */
  'APPEAL_PERIOD_OVER',
  /** 409: an appeal against the same decision waits for its decision. */
  'APPEAL_PENDING',
  /** 409: there is nothing to appeal (the idea is not rejected / has no decided premium) or it was appealed already. */
  'NOT_APPEALABLE',
  /** 400: the idea named as the earlier one was not submitted before this one (priority goes to the earlier submission). */
  'DUPLICATE_NOT_EARLIER',
  /** 400: an idea cannot duplicate itself. */
  'DUPLICATE_OF_ITSELF',
  /** 409: no released premium of the period waits for the payroll (all were exported already). */
  'NOTHING_TO_EXPORT',
  /** A person already keeps the most saved searches allowed (409). */
  'SAVED_SEARCH_LIMIT',
  /** A person's saved searches have unique names, ignoring case (409). */
  'SAVED_SEARCH_NAME_TAKEN',
  /** A self-registration e-mail domain that another tenant already holds (409). */
  'DOMAIN_TAKEN',
  /** 409: an inactive account gets no password-reset or invitation mail (activate it first). */
  'USER_INACTIVE',
  /** 409: the person has signed in already, so there is no invitation to resend (send a password reset instead). */
  'INVITATION_NOT_PENDING',
  /** 409: the portal does not keep this account's password (an external provider such as Cognito or a federated sign-in does). */
  'PASSWORD_NOT_MANAGED',
  /** 502: the mail server did not take the message; nothing was changed, try again. */
  'MAIL_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** 400: a picture or banner address on another site; the portal's content security policy would block it (upload the image instead). `details[0].path` names the field. */
  'FOREIGN_IMAGE_URL',
  'RATE_LIMITED',
  /** 503: the request took longer than the API's deadline; nothing of it was written, so it may be sent again. */
  'TIMEOUT',
  /** The attachment storage does not answer (503 with Retry-After); try again later. */
  'STORAGE_UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ApiError = z.object({
  code: ErrorCode,
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const Id = z.string().min(1).max(64);
export const IsoDate = z.string();

