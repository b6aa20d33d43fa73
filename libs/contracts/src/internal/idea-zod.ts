import { IdeaValidationKey } from '../idea-validation-messages';

/** Issue helpers of the idea contracts (not exported from the package). */

export const msg = (key: IdeaValidationKey) => ({ message: key });
/** Object-level issues: unknown keys and a body that is not an object. */
export const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'validation.invalidType'),
};
