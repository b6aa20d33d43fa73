/** The revision request form's English texts (its chunk: revision-request), registered when it loads (registerIdeasPartTexts in ./index.ts). */
export const revisionEn = {
  revision: {
    title: 'Request revision',
    intro: 'This idea is already being assessed and can no longer be edited. Describe the change you need: it is recorded on the idea and in its history.',
    label: 'Requested change',
    placeholder: 'What should be changed, and why?',
    submit: 'Send request',
    sent: 'Revision request sent',
    failed: 'The request could not be sent. Please try again.',
  },
};
