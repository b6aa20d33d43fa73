/** The contributors panel's English texts (the idea page), registered when they load (registerIdeasPartTexts in ./index.ts): New Idea does not carry them. */
export const contributorsEn = {
  contributors: {
    add: 'Add contributor',
    remove: 'Remove {{name}}',
    removeTitle: 'Remove contributor',
    removeConfirm: 'Remove {{name}} from the contributors of this idea?',
    removeAction: 'Remove',
    added: 'Contributor added',
    removed: 'Contributor removed',
    addFailed: 'The contributor could not be added.',
    removeFailed: 'The contributor could not be removed.',
    submitter: 'Submitter',
    frozen: 'The contributors share the premium and are fixed since the final decision. Only an idea manager can correct them, with a reason.',
    frozenError: 'The contributors are fixed since the final decision; only an idea manager can correct them, with a reason.',
    correctTitle: 'Correct the contributors',
    correctMessage: 'The final decision has been made: the contributors share the premium. Say why you correct them; the reason is kept in the history.',
    correctReason: 'Reason for the correction',
    correctAction: 'Correct',
    reasonRequired: 'Reason is required',
    cancel: 'Cancel',
  },
};
