import { appealErrorMessages, type AppealErrorCode } from '@idea-portal/contracts';

/** Priority links (duplicates): English texts of their chunk (duplicates), registered when it loads. */
export const duplicatesEn = {
  duplicates: {
    mark: 'Mark as duplicate',
    dialogTitle: 'Mark as a duplicate of an earlier idea?',
    message: 'The earlier submission has priority. This idea is closed as rejected (reason: duplicate); this cannot be undone. Both ideas show the link.',
    earlierId: 'Earlier idea (ID)',
    earlierIdHint: 'The ID from the earlier idea’s address, e.g. idea-12',
    earlierRequired: 'Please name the earlier idea',
    note: 'Reason',
    noteRequired: 'Please give a reason',
    confirm: 'Mark as duplicate',
    cancel: 'Cancel',
    done: 'Marked as a duplicate; the idea is closed',
    failed: 'That did not work. Please try again.',
    forbidden: 'You may not do this.',
    notFound: 'There is no idea with this ID that you may see.',
    duplicateOf: 'Duplicate of',
    duplicatesOfThis: 'Duplicates',
    linksLabel: 'Priority',
    closedTitle: 'Closed as a duplicate',
    closedText: 'An earlier submission of the same idea has priority:',
    // The API's error codes in the words of libs/contracts (the same texts in both places).
    errors: { ...appealErrorMessages.en } as Record<AppealErrorCode, string>,
  },
};
