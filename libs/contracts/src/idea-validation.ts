/**
 * Limits of the idea contracts. The same schemas validate the form in the browser and the
 * request in the API; every validation message is an i18n KEY (./idea-validation-messages.ts has
 * the en/de texts: a module of its own, so a page that needs a limit does not carry the texts).
 */

export const IDEA_LIMITS = {
  titleMin: 5,
  titleMax: 150,
  draftTitleMin: 3,
  textMin: 20,
  textMax: 5000,
  tagsMax: 10,
  tagMin: 2,
  tagMax: 30,
  shortTextMax: 100,
  bannerImageMax: 2048,
  visibleToMax: 200,
  commentMax: 2000,
  revisionMin: 10,
  revisionMax: 2000,
  /** Per file, in bytes. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentsPerRequest: 10,
  similarMax: 5,
  /** The similar-ideas lookup only reads this much of the problem statement. */
  similarDescriptionMax: 1000,
} as const;
