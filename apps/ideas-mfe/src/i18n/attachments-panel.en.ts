/** The idea page's attachments panel and upload English texts (idea-detail), registered when it loads (registerIdeasPartTexts in ./index.ts): New Idea's first paint does not need them. */
export const attachmentsPanelEn = {
  attachments: {
    download: 'Download {{name}}',
    preview: 'Preview {{name}}',
    delete: 'Delete {{name}}',
    uploading: 'Uploading... {{progress}}%',
    uploaded_one: '{{count}} file uploaded',
    uploaded_other: '{{count}} files uploaded',
    deleteTitle: 'Delete attachment',
    deleteConfirm: 'Delete "{{name}}"? This cannot be undone.',
    deleteAction: 'Delete',
    deleted: 'Attachment deleted',
    deleteFailed: 'The attachment could not be deleted.',
    downloadFailed: 'The file could not be downloaded.',
    previewFailed: 'The preview could not be loaded.',
  },
};
