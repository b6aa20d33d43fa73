import { appealErrorMessages, type AppealErrorCode } from '@idea-portal/contracts';

/** The appeals section's English texts (its chunk: appeals), registered when it loads (registerIdeasPartTexts). */
export const appealsEn = {
  appeals: {
    title: 'Appeals',
    list: 'Appeals of this idea',
    appealAgainst: 'Appeal against the {{subject}}',
    until: 'You may appeal until {{date}}.',
    subject: { rejection: 'rejection', premium: 'premium' },
    subjectLabel: 'What do you appeal against?',
    subjectName: { rejection: 'Rejection', premium: 'Premium' },
    reason: 'Reason',
    reasonPlaceholder: 'Why should the decision be reconsidered?',
    send: 'File the appeal',
    cancel: 'Cancel',
    filedBy: '{{name}} appealed on {{date}}',
    decidedBy: '{{name}} decided on {{date}}',
    open: 'Waiting for the decision',
    outcome: { upheld: 'Upheld', dismissed: 'Dismissed' },
    decide: 'Decide',
    decideOf: 'Decide the appeal of {{name}}',
    outcomeLabel: 'Decision',
    decisionReason: 'Reason for the decision',
    confirmTitle: 'Decide the appeal?',
    confirmMessage: 'The decision is final and the submitter is notified. An upheld appeal against a rejection reopens the idea.',
    confirm: 'Decide',
    filed: 'Appeal filed; the idea management decides it',
    decided: 'Decision on the appeal saved',
    reasonRequired: 'Please give a reason',
    outcomeRequired: 'Please choose a decision',
    failed: 'That did not work. Please try again.',
    forbidden: 'You may not do this.',
    error: 'The appeals could not be loaded.',
    // The API's error codes in the words of libs/contracts (the same texts in both places).
    errors: { ...appealErrorMessages.en } as Record<AppealErrorCode, string>,
  },
};
