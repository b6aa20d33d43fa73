import { CommentInput, IdeaDraftInput, IdeaInput, RevisionAnswerInput, RevisionRequestInput } from '@idea-portal/contracts';
export { ideaValidationMessage } from './validation-texts';
import { checkContract, type ContractSchema } from '@idea-portal/ui/forms';
import type { FieldErrors } from './validation';

/** A contract's errors for a value by top-level field (tags.3 -> tags), none when it is valid. */
const zodErrors = (schema: ContractSchema<unknown>, value: unknown): FieldErrors => checkContract(schema, value).errors ?? {};

/**
 * The forms' checks with the contracts the API uses (zod): a chunk of its own, loaded when a form
 * is first focused or sent (loadContractChecks in ./validation.ts), not with the page.
 */
export const ideaErrors = (payload: unknown, full: boolean): FieldErrors => zodErrors(full ? IdeaInput : IdeaDraftInput, payload);

export const revisionErrors = (input: { message: string }): FieldErrors => zodErrors(RevisionRequestInput, input);

export const commentErrors = (input: { text: string; parentId: string | null }): FieldErrors => zodErrors(CommentInput, input);

export const revisionAnswerErrors = (input: { message: string }): FieldErrors => zodErrors(RevisionAnswerInput, input);
