import { z } from 'zod';
import { Id } from './common';
import { objectError } from './internal/idea-zod';

/** Contributors: co-creators of an idea. */

export const Contributor = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
});
export type Contributor = z.infer<typeof Contributor>;

/** Why an idea manager corrects the contributors after the final decision (recorded in the history). */
const CorrectionReason = z.string().trim().min(1).max(2000);

/**
 * POST /ideas/{id}/contributors; answers with the updated Idea. `reason` is required from the
 * final decision on, when only an idea manager may correct the contributors.
 */
export const ContributorInput = z.strictObject({ userId: Id, reason: CorrectionReason.optional() }, objectError);
export type ContributorInput = z.infer<typeof ContributorInput>;

/** DELETE /ideas/{id}/contributors/{userId}: the body (optional) carries the correction reason. */
export const ContributorRemoveInput = z.strictObject({ reason: CorrectionReason.optional() }, objectError);
export type ContributorRemoveInput = z.infer<typeof ContributorRemoveInput>;

/**
 * How the caller may change an idea's contributors: `edit` (creators and ADMIN before the final
 * decision), `correct` (an idea manager from the final decision on, with a reason), `frozen`
 * (a creator or ADMIN after the final decision: fixed), `none`.
 */
export const ContributorEditMode = z.enum(['edit', 'correct', 'frozen', 'none']);
export type ContributorEditMode = z.infer<typeof ContributorEditMode>;
