import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SOURCES } from './notification-access';
import { WORKFLOW_MAIL_SOURCES, workflowMailPanel, workflowMailPreferences } from './workflow-mail';

describe('workflow mail rule', () => {
  it('mails tasks, questions and decisions, each with the panel of the same notification source', () => {
    expect(WORKFLOW_MAIL_SOURCES.map((s) => `${s.kind}: ${s.entityType}.${s.fieldName} -> ${workflowMailPanel(s)}`)).toEqual([
      'task: first_assessment.assigneeId -> assessment',
      'task: review.expertRequested -> review',
      'task: review.inChargeOfImplementation -> review',
      'question: idea.inquiry -> inquiry',
      'decision: idea.status -> details',
    ]);
    for (const s of WORKFLOW_MAIL_SOURCES) expect(NOTIFICATION_SOURCES.some((n) => n.entityType === s.entityType && n.fieldName === s.fieldName)).toBe(true);
  });

  it('refuses a source the bell does not know (no panel to ask)', () => {
    expect(() => workflowMailPanel({ entityType: 'idea', fieldName: 'title' })).toThrow(/no notification source/);
  });

  it('completes a stored choice with the defaults (immediately)', () => {
    expect(workflowMailPreferences(null)).toEqual({ task: 'immediately', question: 'immediately', decision: 'immediately' });
    expect(workflowMailPreferences({ decision: 'off' })).toEqual({ task: 'immediately', question: 'immediately', decision: 'off' });
  });
});
