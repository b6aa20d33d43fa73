import { z } from 'zod';

/**
 * E-mail about workflow events that need the recipient to act: a task for them (assessment,
 * expert opinion, implementation), a question for them (an inquiry on their idea), a decision on
 * their idea (its status changed). Per kind: a mail at once, one daily digest, or none.
 */
export const WORKFLOW_MAIL_KINDS = ['task', 'question', 'decision'] as const;
export const WorkflowMailKind = z.enum(WORKFLOW_MAIL_KINDS);
export type WorkflowMailKind = z.infer<typeof WorkflowMailKind>;

export const WorkflowMailFrequency = z.enum(['immediately', 'daily', 'off']);
export type WorkflowMailFrequency = z.infer<typeof WorkflowMailFrequency>;

export const WorkflowMailPreferences = z.object({ task: WorkflowMailFrequency, question: WorkflowMailFrequency, decision: WorkflowMailFrequency }).strict();
export type WorkflowMailPreferences = z.infer<typeof WorkflowMailPreferences>;

/** PATCH /users/me: the kinds to change (absent kinds unchanged). */
export const WorkflowMailPreferencesUpdate = WorkflowMailPreferences.partial().strict();
export type WorkflowMailPreferencesUpdate = z.infer<typeof WorkflowMailPreferencesUpdate>;
