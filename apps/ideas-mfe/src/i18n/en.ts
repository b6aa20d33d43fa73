import type { attachmentsPanelEn } from './attachments-panel.en';
import type { commentsEn } from './comments.en';
import type { similarItemEn } from './similar-item.en';
import type { saveNoticesEn } from './save-notices.en';
import type { ideaEditEn } from './idea-edit.en';
import type { peoplePickerEn } from './people-picker.en';
import type { restoredEn } from './restored.en';
import type { conflictEn } from './conflict.en';
import type { detailEn } from './detail.en';
import type { contributorsEn } from './contributors.en';
import type { userSearchEn } from './user-search.en';
import type { listEn } from './list.en';
import type { deleteDraftEn } from './delete-draft.en';
import type { discussionsEn } from './discussions.en';
import type { historyEn } from './history.en';
import type { revisionEn } from './revision.en';
import type { revisionRequestsEn } from './revision-requests.en';
import type { appealsEn } from './appeals.en';
import type { duplicatesEn } from './duplicates.en';

export const en = {
  common: {
    noCategory: 'No category',
    unknown: 'Unknown',
    backToIdeas: 'Back to ideas',
    cancel: 'Cancel',
    close: 'Close',
    retry: 'Retry',
    genericError: 'An error occurred',
  },
  form: {
    createTitle: 'New Idea',
    editTitle: 'Edit Idea',
    intro: 'Describe the problem and your proposed solution. You can save a draft at any time and submit when it is complete.',
    title: 'Title',
    titlePlaceholder: 'A short, descriptive title',
    description: 'Problem statement',
    descriptionPlaceholder: 'What is the problem, who has it and how often?',
    solution: 'Proposed solution',
    solutionPlaceholder: 'How would you solve it? What does it bring?',
    category: 'Category',
    categoryPlaceholder: 'Choose a category',
    categoriesLoading: 'Loading categories...',
    categoriesError: 'The categories could not be loaded.',
    tags: 'Tags',
    tagsPlaceholder: 'Type a tag and press Enter',
    tagsHint: 'Up to 10 tags',
    moreDetails: 'More details',
    innovationArea: 'Innovation area',
    material: 'Material',
    function: 'Function',
    location: 'Location',
    banner: 'Banner image',
    bannerSource: 'Banner source',
    bannerNone: 'No banner',
    bannerAttachment: 'Image of this idea',
    bannerUrl: 'Image URL',
    bannerChoose: 'Choose an image',
    bannerUrlPlaceholder: 'https://...',
    bannerNoImages: 'This idea has no images yet. Upload images on the idea page to choose one here.',
    bannerSaveFirst: 'Save the draft and upload images on the idea page to choose one of them.',
    visibility: 'Who may see this idea?',
    visibilityOrganization: 'Whole organisation',
    visibilityUnit: 'My organisational unit',
    visibilityPeople: 'Named people',
    saveDraft: 'Save draft',
    saveChanges: 'Save changes',
    submit: 'Submit idea',
    saving: 'Saving...',
    savedAt: 'Saved at {{time}}',
    saveFailed: 'The idea could not be saved. Please try again.',
    invalid: 'Please check the highlighted fields.',
    autosaved: 'Saved on this device at {{time}}',
    conflictTitle: 'Version conflict',
    notEditable: 'This idea can no longer be edited.',
    leaveTitle: 'Unsaved changes',
    leaveText: 'You have unsaved changes. Do you really want to leave this page?',
    stay: 'Stay on page',
    leave: 'Leave page',
  },
  similar: {
    title: 'Similar ideas',
    hint: 'As you type a title and problem statement, similar existing ideas appear here.',
    loading: 'Looking for similar ideas...',
    empty: 'No similar ideas found.',
    error: 'Similar ideas could not be loaded.',
    joinFailed: 'The request could not be sent. Please try again.',
  },
  attachments: {
    title: 'Attachments',
    upload: 'Choose files',
    dropHint: 'Drop files here or choose them',
    limits: 'Up to 10 files at once, 10 MB each: PDF, images, text, Word, Excel, PowerPoint.',
    uploadError: 'Error uploading file(s).',
    uploadAfterSave: 'Files you add here are uploaded right after the idea is first saved.',
    chosen: 'Chosen files',
    waiting: 'Uploads when you save or submit',
    uploadingFile: 'Uploading {{name}}: {{progress}}%',
    fileUploaded: 'Uploaded',
    retryOnSave: 'It is tried again when you save.',
    notUploaded: 'This file will not be uploaded.',
    removeFile: 'Remove {{name}}',
  },
  latest: {
    title: 'Latest Ideas',
    loading: 'Loading latest ideas...',
    empty: 'No ideas have been submitted in the last weeks.',
    error: 'The latest ideas could not be loaded.',
    viewMore: 'View more',
    by: 'by {{name}}',
  },
};
/** All the area's texts: these, and those each part brings with its own chunk (./<part>.en.ts). German has them in one chunk. */
export type IdeasTexts = typeof en & typeof historyEn & typeof revisionEn & typeof revisionRequestsEn & typeof appealsEn & typeof duplicatesEn & typeof commentsEn & typeof discussionsEn & typeof deleteDraftEn & typeof detailEn & typeof contributorsEn & typeof userSearchEn & typeof listEn & typeof ideaEditEn & typeof peoplePickerEn & typeof restoredEn & typeof conflictEn & typeof saveNoticesEn & typeof attachmentsPanelEn & typeof similarItemEn;
