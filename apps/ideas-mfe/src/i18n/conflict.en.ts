/** The edit conflict alert's English texts (idea-conflict), registered when it loads (registerIdeasPartTexts in ./index.ts): New Idea's first paint does not need them. */
export const conflictEn = {
  form: {
    conflict: 'This idea was changed by someone else. Reload to see the latest version — your text is kept below.',
    reload: 'Reload',
    copy: 'Copy my text',
    copied: 'Copied',
    copiedToast: 'Your text was copied to the clipboard',
    conflictText: 'Your text',
  },
};
