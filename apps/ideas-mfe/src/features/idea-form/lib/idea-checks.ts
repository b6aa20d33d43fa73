import { IdeaDraftInput, IdeaInput, RevisionRequestInput } from '@idea-portal/contracts';
import { zodErrors, type FieldErrors } from '../../../shared/lib/validation';

/**
 * The idea form's checks with the contracts the API uses (zod). The forms load this module when
 * first used (./load-idea-checks.ts), not with the page.
 */
export const ideaErrors = (payload: unknown, full: boolean): FieldErrors => zodErrors(full ? IdeaInput : IdeaDraftInput, payload);

export const revisionErrors = (input: { message: string }): FieldErrors => zodErrors(RevisionRequestInput, input);
