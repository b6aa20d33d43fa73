/** The discussions page's English texts (ideas-discussions), registered when it loads (registerIdeasPartTexts in ./index.ts). */
export const discussionsEn = {
  discussions: {
    title: 'Discussions',
    intro: 'Ideas with the most recent activity.',
    loading: 'Loading discussions...',
    error: 'The discussions could not be loaded.',
    empty: 'No discussions yet',
    emptyText: 'As soon as ideas are discussed, they appear here.',
    lastActivity: 'Last activity {{date}}',
  },
};
