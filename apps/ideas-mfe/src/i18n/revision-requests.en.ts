/** The revision requests section's English texts (its chunk: revision-requests), registered when it loads (registerIdeasPartTexts in ./index.ts). */
export const revisionRequestsEn = {
  revisionRequests: {
    title: 'Revision requests',
    list: 'Revision requests of this idea',
    requestedBy: '{{name}} asked on {{date}}',
    answeredBy: '{{name}} answered on {{date}}',
    open: 'Awaiting answer',
    answer: 'Answer',
    answerOf: 'Answer the revision request of {{name}}',
    label: 'Your answer',
    placeholder: 'What will be changed, or why not?',
    send: 'Send answer',
    cancel: 'Cancel',
    answered: 'Answer sent',
    tooShort: 'The answer must be at least {{min}} characters',
    tooLong: 'The answer must be at most {{max}} characters',
    failed: 'The answer could not be sent. Please try again.',
    forbidden: 'Only the assessor, an idea manager or an administrator may answer a revision request.',
    alreadyAnswered: 'This revision request has already been answered.',
    notFound: 'This revision request no longer exists.',
    error: 'The revision requests could not be loaded.',
  },
};
