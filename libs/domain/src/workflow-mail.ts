import type { WorkflowMailFrequency, WorkflowMailKind, WorkflowMailPreferences, WorkflowPanel } from '@idea-portal/contracts';
import { NOTIFICATION_SOURCES } from './notification-access';

/** An idea-history entry that asks someone to act, the mail kind it is, and who it is for. */
export interface WorkflowMailSource {
  entityType: string;
  /** Compared case-insensitively, as in NOTIFICATION_SOURCES. */
  fieldName: string;
  kind: WorkflowMailKind;
  /** 'concerned': the person the entry names (its concerned_user_id); 'creators': the idea's submitter and contributors. */
  recipients: 'concerned' | 'creators';
}

/**
 * Which workflow events are mailed: a task for you (you were made the assessment's assignee, asked
 * for an expert opinion, put in charge of the implementation), a question for you (an inquiry on
 * your idea), a decision on your idea (its status changed). Never one's own action. Each is also a
 * notification source, whose panel decides who may read it (`workflowMailPanel`).
 */
export const WORKFLOW_MAIL_SOURCES: readonly WorkflowMailSource[] = [
  { entityType: 'first_assessment', fieldName: 'assigneeId', kind: 'task', recipients: 'concerned' },
  { entityType: 'review', fieldName: 'expertRequested', kind: 'task', recipients: 'concerned' },
  { entityType: 'review', fieldName: 'inChargeOfImplementation', kind: 'task', recipients: 'concerned' },
  { entityType: 'idea', fieldName: 'inquiry', kind: 'question', recipients: 'concerned' },
  { entityType: 'idea', fieldName: 'status', kind: 'decision', recipients: 'creators' },
];

/**
 * The panel whose content a mailed event carries: that of the same entry among the notification
 * sources, so a mail follows the rule of the bell (`notificationVisibleTo`): the recipient must see
 * the idea and that panel when the mail goes out.
 */
export function workflowMailPanel(source: Pick<WorkflowMailSource, 'entityType' | 'fieldName'>): WorkflowPanel {
  const match = NOTIFICATION_SOURCES.find((s) => s.entityType === source.entityType && s.fieldName.toLowerCase() === source.fieldName.toLowerCase());
  if (!match) throw new Error(`Workflow mail source ${source.entityType}.${source.fieldName} is no notification source`);
  return match.panel;
}

/** What a person gets before they choose: every kind at once. */
export const DEFAULT_WORKFLOW_MAIL: WorkflowMailPreferences = { task: 'immediately', question: 'immediately', decision: 'immediately' };

/** A person's stored choice (null or partial before they chose) completed with the defaults. */
export function workflowMailPreferences(stored: Partial<Record<WorkflowMailKind, WorkflowMailFrequency>> | null | undefined): WorkflowMailPreferences {
  return { ...DEFAULT_WORKFLOW_MAIL, ...(stored ?? {}) };
}
