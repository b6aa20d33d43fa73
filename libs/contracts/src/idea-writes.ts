import { z } from 'zod';
import { Id, IsoDate } from './common';
import { Attachment, IdeaStatus, Visibility } from './ideas';

/**
 * Write-side contracts of the ideas service (create / edit / submit an idea, comments,
 * categories, similar ideas, revision requests, likes, follows, views, attachments).
 * The same schemas validate the form in the browser and the request in the API; every
 * validation message is an i18n KEY (see `ideaValidationMessages` for en/de texts).
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

/** File kinds accepted as attachments; checked by content (magic bytes), not only by name. */
export const ATTACHMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'text/plain': ['.txt', '.text', '.log', '.csv', '.md'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
} as const satisfies Record<string, readonly string[]>;
export type AttachmentContentType = keyof typeof ATTACHMENT_TYPES;
/** For `<input type="file" accept>`. */
export const ATTACHMENT_ACCEPT = Object.values(ATTACHMENT_TYPES).flat().join(',');

const en = {
  'validation.required': 'This field is required',
  'validation.invalidType': 'Invalid value',
  'validation.unknownField': 'Unknown field',
  'validation.titleRequired': 'Title is required',
  'validation.titleTooShort': 'Title must be at least 5 characters',
  'validation.draftTitleTooShort': 'Title must be at least 3 characters',
  'validation.titleTooLong': 'Title must be at most 150 characters',
  'validation.descriptionTooShort': 'Problem statement must be at least 20 characters',
  'validation.descriptionTooLong': 'Problem statement must be at most 5000 characters',
  'validation.solutionTooShort': 'Proposed solution must be at least 20 characters',
  'validation.solutionTooLong': 'Proposed solution must be at most 5000 characters',
  'validation.categoryRequired': 'Please choose a category',
  'validation.tagsTooMany': 'At most 10 tags',
  'validation.tagTooShort': 'Each tag must be at least 2 characters',
  'validation.tagTooLong': 'Each tag must be at most 30 characters',
  'validation.tagsDuplicate': 'Tags must be unique',
  'validation.fieldTooLong': 'Must be at most 100 characters',
  'validation.bannerImageInvalid': 'Banner image must be an http(s) URL or an uploaded image',
  'validation.visibleToRequired': 'Choose at least one person who may see the idea',
  'validation.visibleToTooMany': 'At most 200 people',
  'validation.versionRequired': 'The idea version is missing; reload the idea',
  'validation.commentRequired': 'Comment cannot be empty',
  'validation.commentTooLong': 'Comment must be at most 2000 characters',
  'validation.revisionTooShort': 'Request must be at least 10 characters',
  'validation.revisionTooLong': 'Request must be at most 2000 characters',
  'validation.fileTooLarge': 'Each file must be at most 10 MB',
  'validation.tooManyFiles': 'At most 10 files at once',
  'validation.fileTypeNotAllowed': 'This file type is not allowed (PDF, images, text, Word, Excel, PowerPoint)',
} as const;
const de: Record<keyof typeof en, string> = {
  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.invalidType': 'Ungültiger Wert',
  'validation.unknownField': 'Unbekanntes Feld',
  'validation.titleRequired': 'Titel ist erforderlich',
  'validation.titleTooShort': 'Der Titel muss mindestens 5 Zeichen lang sein',
  'validation.draftTitleTooShort': 'Der Titel muss mindestens 3 Zeichen lang sein',
  'validation.titleTooLong': 'Der Titel darf höchstens 150 Zeichen lang sein',
  'validation.descriptionTooShort': 'Die Problembeschreibung muss mindestens 20 Zeichen lang sein',
  'validation.descriptionTooLong': 'Die Problembeschreibung darf höchstens 5000 Zeichen lang sein',
  'validation.solutionTooShort': 'Der Lösungsvorschlag muss mindestens 20 Zeichen lang sein',
  'validation.solutionTooLong': 'Der Lösungsvorschlag darf höchstens 5000 Zeichen lang sein',
  'validation.categoryRequired': 'Bitte wählen Sie eine Kategorie',
  'validation.tagsTooMany': 'Höchstens 10 Schlagwörter',
  'validation.tagTooShort': 'Jedes Schlagwort muss mindestens 2 Zeichen lang sein',
  'validation.tagTooLong': 'Jedes Schlagwort darf höchstens 30 Zeichen lang sein',
  'validation.tagsDuplicate': 'Schlagwörter müssen eindeutig sein',
  'validation.fieldTooLong': 'Höchstens 100 Zeichen',
  'validation.bannerImageInvalid': 'Das Bannerbild muss eine http(s)-URL oder ein hochgeladenes Bild sein',
  'validation.visibleToRequired': 'Wählen Sie mindestens eine Person, die die Idee sehen darf',
  'validation.visibleToTooMany': 'Höchstens 200 Personen',
  'validation.versionRequired': 'Die Version der Idee fehlt; bitte neu laden',
  'validation.commentRequired': 'Der Kommentar darf nicht leer sein',
  'validation.commentTooLong': 'Der Kommentar darf höchstens 2000 Zeichen lang sein',
  'validation.revisionTooShort': 'Die Anfrage muss mindestens 10 Zeichen lang sein',
  'validation.revisionTooLong': 'Die Anfrage darf höchstens 2000 Zeichen lang sein',
  'validation.fileTooLarge': 'Jede Datei darf höchstens 10 MB groß sein',
  'validation.tooManyFiles': 'Höchstens 10 Dateien auf einmal',
  'validation.fileTypeNotAllowed': 'Dieser Dateityp ist nicht erlaubt (PDF, Bilder, Text, Word, Excel, PowerPoint)',
};
/** English and German texts for every validation key used by the idea contracts. */
export const ideaValidationMessages = { en, de } as const;
export type IdeaValidationKey = keyof typeof en;

/** The text for a validation key (or the key itself when it is not one of ours). */
export function ideaValidationMessage(key: string, lang: 'en' | 'de' = 'en'): string {
  const table: Record<string, string> = ideaValidationMessages[lang] ?? en;
  return table[key] ?? (en as Record<string, string>)[key] ?? key;
}

const msg = (key: IdeaValidationKey) => ({ message: key });
/** Object-level issues: unknown keys and a body that is not an object. */
const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'validation.unknownField' : 'validation.invalidType'),
};

const Title = z.string(msg('validation.titleRequired')).trim().min(IDEA_LIMITS.titleMin, msg('validation.titleTooShort')).max(IDEA_LIMITS.titleMax, msg('validation.titleTooLong'));
const DraftTitle = z.string(msg('validation.titleRequired')).trim().min(IDEA_LIMITS.draftTitleMin, msg('validation.draftTitleTooShort')).max(IDEA_LIMITS.titleMax, msg('validation.titleTooLong'));
const Description = z.string(msg('validation.invalidType')).trim().min(IDEA_LIMITS.textMin, msg('validation.descriptionTooShort')).max(IDEA_LIMITS.textMax, msg('validation.descriptionTooLong'));
const DraftDescription = z.string(msg('validation.invalidType')).trim().max(IDEA_LIMITS.textMax, msg('validation.descriptionTooLong'));
const Solution = z.string(msg('validation.invalidType')).trim().min(IDEA_LIMITS.textMin, msg('validation.solutionTooShort')).max(IDEA_LIMITS.textMax, msg('validation.solutionTooLong'));
const DraftSolution = z.string(msg('validation.invalidType')).trim().max(IDEA_LIMITS.textMax, msg('validation.solutionTooLong'));
const CategoryId = z.string(msg('validation.categoryRequired')).min(1, msg('validation.categoryRequired')).max(64, msg('validation.invalidType'));
const Tag = z.string(msg('validation.invalidType')).trim().min(IDEA_LIMITS.tagMin, msg('validation.tagTooShort')).max(IDEA_LIMITS.tagMax, msg('validation.tagTooLong'));
const Tags = z
  .array(Tag, msg('validation.invalidType'))
  .max(IDEA_LIMITS.tagsMax, msg('validation.tagsTooMany'))
  .refine((tags) => new Set(tags.map((t) => t.toLowerCase())).size === tags.length, msg('validation.tagsDuplicate'));
/** Optional short text; null or '' clears it. */
const ShortText = z.string(msg('validation.invalidType')).trim().max(IDEA_LIMITS.shortTextMax, msg('validation.fieldTooLong')).nullable();
const ATTACHMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** An http(s) URL or the id of one of the idea's image attachments. */
export const BannerImage = z
  .string(msg('validation.bannerImageInvalid'))
  .trim()
  .max(IDEA_LIMITS.bannerImageMax, msg('validation.bannerImageInvalid'))
  .refine((v) => HTTP_URL.test(v) || ATTACHMENT_ID.test(v), msg('validation.bannerImageInvalid'))
  .nullable();
const VisibleTo = z.array(Id, msg('validation.invalidType')).max(IDEA_LIMITS.visibleToMax, msg('validation.visibleToTooMany'));

/** Every editable field of an idea, without defaults or refinements (so it can be made partial). */
const ideaFields = {
  title: Title,
  /** The problem statement. */
  description: Description,
  solution: Solution,
  categoryId: CategoryId,
  tags: Tags,
  innovationArea: ShortText.optional(),
  material: ShortText.optional(),
  function: ShortText.optional(),
  location: ShortText.optional(),
  bannerImage: BannerImage.optional(),
  visibility: Visibility,
  /** User ids who may see the idea when visibility is 'people' (the creators always can). */
  visibleTo: VisibleTo,
};

type VisibilityShape = { visibility?: Visibility; visibleTo?: readonly string[] };
/** visibility 'people' needs at least one person. */
function checkVisibleTo(value: VisibilityShape, ctx: z.RefinementCtx) {
  if (value.visibility === 'people' && (!value.visibleTo || value.visibleTo.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['visibleTo'], message: 'validation.visibleToRequired' });
  }
}

/** A complete idea, as required to submit it (POST /ideas with everything, or the stored draft at submit). */
export const IdeaInput = z.strictObject({
  ...ideaFields,
  tags: Tags.default([]),
  visibility: Visibility.default('organization'),
  visibleTo: VisibleTo.default([]),
}, objectError)
  .superRefine(checkVisibleTo);
export type IdeaInput = z.infer<typeof IdeaInput>;
export type IdeaInputValues = z.input<typeof IdeaInput>;

/** The fields a draft or an update may leave out (texts under the draft rules). */
const optionalDraftFields = {
  description: DraftDescription.optional(),
  solution: DraftSolution.optional(),
  categoryId: CategoryId.nullable().optional(),
  tags: Tags.optional(),
  innovationArea: ShortText.optional(),
  material: ShortText.optional(),
  function: ShortText.optional(),
  location: ShortText.optional(),
  bannerImage: BannerImage.optional(),
};

/** A draft saves partial work: only the title (at least 3 characters) is required. */
export const IdeaDraftInput = z.strictObject({
  title: DraftTitle,
  ...optionalDraftFields,
  visibility: Visibility.default('organization'),
  visibleTo: VisibleTo.default([]),
}, objectError)
  .superRefine(checkVisibleTo);
export type IdeaDraftInput = z.infer<typeof IdeaDraftInput>;

/**
 * PATCH /ideas/{id}: any subset of the fields plus the `version` the client last read.
 * While the idea is a draft, texts may be incomplete (draft rules); once submitted, the full
 * rules apply (the API checks the merged result). A stale version gets 409 VERSION_CONFLICT.
 */
export const IdeaUpdateInput = z.strictObject({
  title: DraftTitle.optional(),
  ...optionalDraftFields,
  visibility: Visibility.optional(),
  visibleTo: VisibleTo.optional(),
  version: z.number(msg('validation.versionRequired')).int(msg('validation.versionRequired')).min(1, msg('validation.versionRequired')),
}, objectError)
  .superRefine((v, ctx) => {
    if (v.visibility === 'people') checkVisibleTo(v, ctx);
  });
export type IdeaUpdateInput = z.infer<typeof IdeaUpdateInput>;

/** The full rules (IdeaInput) applied to a partial idea: what submit checks on the stored draft. */
export const IdeaSubmitCheck = z.object(ideaFields).superRefine(checkVisibleTo);

/** POST /ideas/{id}/submit and DELETE: the version the client last read is optional (stale -> 409). */
export const IdeaVersionInput = z.strictObject({ version: z.number().int().min(1).optional() }, objectError);
export type IdeaVersionInput = z.infer<typeof IdeaVersionInput>;

// ---- categories ---------------------------------------------------------------------------

export const Category = z.object({ id: z.string(), name: z.string() });
export type Category = z.infer<typeof Category>;
export const CategoryListResponse = z.object({ categories: z.array(Category) });
export type CategoryListResponse = z.infer<typeof CategoryListResponse>;

// ---- contributors -------------------------------------------------------------------------

/** POST /ideas/{id}/contributors; answers with the updated Idea. */
export const ContributorInput = z.strictObject({ userId: Id }, objectError);
export type ContributorInput = z.infer<typeof ContributorInput>;

// ---- comments -----------------------------------------------------------------------------

export interface Comment {
  id: string;
  ideaId: string;
  parentId: string | null;
  /** Empty when deleted. */
  text: string;
  authorId: string | null;
  authorName: string | null;
  authorPicture: string | null;
  createdAt: string;
  /** A deleted comment keeps its place (and its replies) but has no text or author. */
  deleted: boolean;
  replies: Comment[];
}
export const Comment: z.ZodType<Comment> = z.object({
  id: z.string(),
  ideaId: z.string(),
  parentId: z.string().nullable(),
  text: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  authorPicture: z.string().nullable(),
  createdAt: IsoDate,
  deleted: z.boolean(),
  get replies() {
    return z.array(Comment);
  },
  // Recursive: named so OpenAPI can reference it as a component.
}).meta({ id: 'Comment' });

export const CommentInput = z.strictObject({
  text: z.string(msg('validation.commentRequired')).trim().min(1, msg('validation.commentRequired')).max(IDEA_LIMITS.commentMax, msg('validation.commentTooLong')),
  /** Reply to this comment (any depth). */
  parentId: Id.nullable().optional(),
}, objectError);
export type CommentInput = z.infer<typeof CommentInput>;

/** GET /ideas/{id}/comments: top-level comments oldest first, each with its replies (oldest first). */
export const CommentListResponse = z.object({ comments: z.array(Comment), total: z.number().int() });
export type CommentListResponse = z.infer<typeof CommentListResponse>;

// ---- similar ideas ------------------------------------------------------------------------

/** GET /ideas/similar: the title and problem statement being typed. */
export const SimilarIdeasQuery = z.strictObject({
  title: z.string().trim().max(IDEA_LIMITS.titleMax * 2).default(''),
  /** Only the first `similarDescriptionMax` characters are used; send no more. */
  description: z.string().trim().max(IDEA_LIMITS.textMax).default(''),
  /** The idea being edited (its own draft is never suggested). */
  excludeId: Id.optional(),
}, objectError);
export type SimilarIdeasQuery = z.infer<typeof SimilarIdeasQuery>;

export const SimilarIdea = z.object({
  id: z.string(),
  title: z.string(),
  status: IdeaStatus,
  /** 0..1, higher is more alike. */
  score: z.number(),
});
export type SimilarIdea = z.infer<typeof SimilarIdea>;
export const SimilarIdeasResponse = z.object({ ideas: z.array(SimilarIdea).max(IDEA_LIMITS.similarMax) });
export type SimilarIdeasResponse = z.infer<typeof SimilarIdeasResponse>;

// ---- revision requests --------------------------------------------------------------------

/** POST /ideas/{id}/revision-requests: asks for a change once the idea is no longer editable. */
export const RevisionRequestInput = z.strictObject({
  message: z.string(msg('validation.revisionTooShort')).trim().min(IDEA_LIMITS.revisionMin, msg('validation.revisionTooShort')).max(IDEA_LIMITS.revisionMax, msg('validation.revisionTooLong')),
}, objectError);
export type RevisionRequestInput = z.infer<typeof RevisionRequestInput>;

export const RevisionRequest = z.object({
  id: z.string(),
  ideaId: z.string(),
  message: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: IsoDate,
});
export type RevisionRequest = z.infer<typeof RevisionRequest>;
export const RevisionRequestListResponse = z.object({ revisionRequests: z.array(RevisionRequest) });
export type RevisionRequestListResponse = z.infer<typeof RevisionRequestListResponse>;

// ---- social -------------------------------------------------------------------------------

/** POST /ideas/{id}/like toggles the caller's like. */
export const LikeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResponse = z.infer<typeof LikeResponse>;

/** PUT / DELETE /ideas/{id}/follow. */
export const FollowResponse = z.object({ following: z.boolean() });
export type FollowResponse = z.infer<typeof FollowResponse>;

/** POST /ideas/{id}/views: counted once per user per day. */
export const ViewResponse = z.object({ counted: z.boolean(), views: z.number().int() });
export type ViewResponse = z.infer<typeof ViewResponse>;

// ---- attachments --------------------------------------------------------------------------

/** POST /ideas/{id}/attachments (multipart, field name `files`, several at once): the new attachments. */
export const AttachmentUploadResponse = z.array(Attachment);
export type AttachmentUploadResponse = z.infer<typeof AttachmentUploadResponse>;

/** GET /ideas/{id}/attachments/{attachmentId}?inline=1 previews images inline. */
export const AttachmentDownloadQuery = z.strictObject({ inline: z.enum(['0', '1']).optional() }, objectError);
