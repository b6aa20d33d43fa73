/** The restored-input alert's English texts (idea-restored), registered when it loads (registerIdeasPartTexts in ./index.ts): New Idea's first paint does not need them. */
export const restoredEn = {
  form: {
    restored: 'Your unsaved changes from {{time}} were restored.',
    discardRestored: 'Discard restored changes',
  },
};
