/** The person search dialog's English texts, registered when they load (registerIdeasPartTexts in ./index.ts): New Idea does not carry them. */
export const userSearchEn = {
  userSearch: {
    title: 'Find people',
    label: 'Search by first name, last name or e-mail',
    placeholder: 'At least 2 characters',
    searching: 'Searching...',
    empty: 'No people found.',
    error: 'The search failed. Please try again.',
    select: 'Add',
    selectName: 'Add {{name}}',
    already: 'Added',
  },
};
