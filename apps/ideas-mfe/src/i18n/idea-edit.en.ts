/** The editing page's own English texts (idea-edit), registered when it loads (registerIdeasPartTexts in ./index.ts): New Idea's first paint does not need them. */
export const ideaEditEn = {
  form: {
    loading: 'Loading idea...',
    notAllowedTitle: 'Not allowed',
    notAllowed: 'Only the creators of this idea can edit it.',
  },
};
