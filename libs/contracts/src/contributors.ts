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

/** POST /ideas/{id}/contributors; answers with the updated Idea. */
export const ContributorInput = z.strictObject({ userId: Id }, objectError);
export type ContributorInput = z.infer<typeof ContributorInput>;
