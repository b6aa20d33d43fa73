import { z } from 'zod';
import { IsoDate } from './common';
import { HistoryEntry, IdeaStatus, IdeaSummary } from './ideas';

/** GET /users/{id}/following-ideas: the ideas a user follows (watchlist), newest follow first. */
export const FollowingIdeasResponse = z.array(IdeaSummary);
export type FollowingIdeasResponse = z.infer<typeof FollowingIdeasResponse>;

/** GET /tasks (spec section 6, My Tasks): most recently updated first. */
export const TaskListResponse = z.object({ tasks: z.array(IdeaSummary), total: z.number().int() });
export type TaskListResponse = z.infer<typeof TaskListResponse>;

/**
 * GET /notifications: per idea of the caller (submitter or contributor) that has history, its
 * latest status-change entry (newValue = the new status), or when there is none its latest
 * entry with newValue null (the panel then reads "Status is {status}"). Newest first.
 * Read state stays in the browser (spec section 4).
 */
export const NotificationItem = z.object({
  ideaId: z.string(),
  title: z.string(),
  status: IdeaStatus,
  actorName: z.string().nullable(),
  actorPicture: z.string().nullable(),
  newValue: z.string().nullable(),
  createdAt: IsoDate,
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationListResponse = z.object({ notifications: z.array(NotificationItem) });
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** GET /admin/stats (ADMIN only), for the caller's tenant. */
const Count = z.number().int().nonnegative();
export const AdminStats = z.object({
  totals: z.object({ ideas: Count, users: Count, activeUsers: Count, categories: Count }),
  ideasByStatus: z.array(z.object({ status: IdeaStatus, count: Count })),
  usersByRole: z.array(z.object({ role: z.string(), count: Count })),
  ideasByCategory: z.array(z.object({ category: z.string(), count: Count })),
  /** The last 12 months, oldest first, `YYYY-MM`, months without ideas count 0. */
  ideasPerMonth: z.array(z.object({ month: z.string(), count: Count })),
  recentActivity: z.array(HistoryEntry.extend({ ideaTitle: z.string() })),
});
export type AdminStats = z.infer<typeof AdminStats>;

/** GET /health */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
