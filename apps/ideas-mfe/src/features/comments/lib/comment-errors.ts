import { CommentInput } from '@idea-portal/contracts';
import { zodErrors, type FieldErrors } from '../../../shared/lib/validation';

/** A comment checked with the contract the API uses (the message keys of its first issues). */
export function commentErrors(input: { text: string; parentId: string | null }): FieldErrors {
  return zodErrors(CommentInput, input);
}
