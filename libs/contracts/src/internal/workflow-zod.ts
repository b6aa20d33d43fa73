import type { WorkflowValidationKey } from '../workflow-messages';

/** Issue helpers of the workflow contracts (not exported from the package). */

export const msg = (key: WorkflowValidationKey | 'validation.versionRequired' | 'validation.invalidType' | 'validation.unknownField') => ({ message: key });
export const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'validation.invalidType'),
};
