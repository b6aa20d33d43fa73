import { z } from 'zod';
import { Id } from './common';
import { IDEA_LIMITS } from './idea-validation';
import { Visibility } from './ideas';
import { msg, objectError } from './internal/idea-zod';

/** Create, edit and submit an idea: the editable fields under the full and the draft rules. */

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
