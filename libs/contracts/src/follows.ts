import { z } from 'zod';

/** Reactions to an idea: follow, like, view. */

/** POST /ideas/{id}/like toggles the caller's like. */
export const LikeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResponse = z.infer<typeof LikeResponse>;

/** PUT / DELETE /ideas/{id}/follow. */
export const FollowResponse = z.object({ following: z.boolean() });
export type FollowResponse = z.infer<typeof FollowResponse>;

/** POST /ideas/{id}/views: counted once per user per day. */
export const ViewResponse = z.object({ counted: z.boolean(), views: z.number().int() });
export type ViewResponse = z.infer<typeof ViewResponse>;
