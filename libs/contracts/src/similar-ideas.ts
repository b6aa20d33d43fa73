import { z } from 'zod';
import { Id } from './common';
import { IDEA_LIMITS } from './idea-validation';
import { IdeaStatus } from './ideas';
import { objectError } from './internal/idea-zod';

/** Similar ideas shown while an idea is typed. */

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
