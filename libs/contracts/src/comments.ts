import { z } from 'zod';
import { Id, IsoDate } from './common';
import { IDEA_LIMITS } from './idea-validation';
import { msg, objectError } from './internal/idea-zod';

/** Comments and replies on ideas. */

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
