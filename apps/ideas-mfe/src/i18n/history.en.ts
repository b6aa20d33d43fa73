/** The History tab's English texts (its chunk: idea-history), registered when it loads (registerIdeasPartTexts in ./index.ts). */
export const historyEn = {
  history: {
    title: 'History',
    loading: 'Loading history...',
    empty: 'No history entries yet.',
    by: 'by {{name}}',
    byFor: 'by {{name}}, as deputy for {{person}}',
    changed: '{{field}} changed',
    created: 'Idea created',
    removed: '{{field}} removed',
    none: '(none)',
  },
};
