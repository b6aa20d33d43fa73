/** The English texts of 'Delete draft' (idea-delete-draft), registered when it loads (registerIdeasPartTexts in ./index.ts). */
export const deleteDraftEn = {
  form: {
    deleteDraft: 'Delete draft',
    deleteDraftTitle: 'Delete this draft?',
    deleteDraftMessage: 'The draft "{{title}}" and its files will be deleted. This cannot be undone.',
    untitled: 'Untitled',
    draftDeleted: 'Draft deleted',
    deleteDraftFailed: 'The draft could not be deleted. Please try again.',
    deleteDraftConflict: 'The draft was changed meanwhile. Reload the page and try again.',
  },
};
