/** The English texts of the notices after a save (idea-save-texts), loaded with the first save beside the contract checks (IdeaForm): New Idea's first paint does not need them. */
export const saveNoticesEn = {
  form: {
    saved: 'Draft saved',
    savedText: 'Your draft is stored. Only you can see it until you submit it.',
    changesSaved: 'Changes saved',
    changesSavedText: 'The idea shows your changes.',
    submitted: 'Idea submitted',
    submittedText: 'Your idea is now in first assessment.',
    attachmentsFailed: 'The idea was saved, but some files could not be uploaded. See the files below, then save again.',
  },
};
