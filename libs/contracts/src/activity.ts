import { z } from 'zod';
import { IsoDate } from './common';
import { DueState } from './deadlines';
import { HistoryEntry, IdeaStatus, IdeaSummary } from './ideas';
import { NotificationKind, TaskKind } from './work-items';

/** GET /users/{id}/following-ideas: the ideas a user follows (watchlist), newest follow first. */
export const FollowingIdeasResponse = z.array(IdeaSummary);
export type FollowingIdeasResponse = z.infer<typeof FollowingIdeasResponse>;

/**
 * One pending workflow action of the caller on an idea (the idea's summary fields plus what to
 * do). `id` stays the idea id; `taskId` is unique per task (an idea may need two actions).
 */
export const WorkflowTask = IdeaSummary.extend({
  taskId: z.string(),
  kind: TaskKind,
  /** Since when the action waits. */
  since: IsoDate,
  /** Follow-up date of a postponed review (YYYY-MM-DD), else null. */
  followUpDate: z.string().nullable(),
  /** The day (YYYY-MM-DD, tenant calendar) the action is due: its stage's working days from `since`; a postponed review: its follow-up date. */
  dueDate: z.string(),
  /** Against the due date today: open, due soon (within the reminder period) or overdue. */
  dueState: DueState,
  /** An escalation: the kind of the task that ran over; else null. */
  escalatedKind: TaskKind.nullable(),
  /** A task of an absent person the caller is the deputy of: that person (absent = one's own task). */
  forPerson: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type WorkflowTask = z.infer<typeof WorkflowTask>;

/**
 * GET /tasks (My Tasks): one task per pending action; closed ideas never appear; ADMIN also
 * sees every first_assessment idea; overdue first, then by due date. `overdue`: how many of all
 * (not only those listed) are overdue (the header badge).
 */
export const TaskListResponse = z.object({ tasks: z.array(WorkflowTask), total: z.number().int(), overdue: z.number().int().nonnegative() });
export type TaskListResponse = z.infer<typeof TaskListResponse>;

/**
 * GET /notifications: events on ideas the caller submitted, contributes to, follows or is
 * concerned by (assignee, asked expert, person in charge): status changes (newValue = the new
 * status), assignments, inquiries and their answers, expert requests and opinions; never the
 * caller's own actions. An idea without such events shows once as kind 'status' with newValue
 * null ("Status is {status}"). Newest first. `read` is the recipient's own read state, kept on the
 * server (POST /notifications/{id}/read, POST /notifications/read-all).
 */
export const NotificationItem = z.object({
  /** Unique per event (the history entry id, or `status:<ideaId>`). */
  id: z.string(),
  kind: NotificationKind,
  ideaId: z.string(),
  title: z.string(),
  status: IdeaStatus,
  actorName: z.string().nullable(),
  actorPicture: z.string().nullable(),
  newValue: z.string().nullable(),
  /** Whether the event names the recipient (the assignee, the asked expert, the one whose question was answered). */
  concernsYou: z.boolean(),
  /** The person the event names (assignee, expert, person in charge), when it names one. */
  concernedName: z.string().nullable(),
  /** Read by the recipient (on any device); a 'status' row is always read. */
  read: z.boolean(),
  createdAt: IsoDate,
});
export type NotificationItem = z.infer<typeof NotificationItem>;
export const NotificationListResponse = z.object({
  notifications: z.array(NotificationItem),
  /** How many of all the caller's notifications are unread (not only of those listed: the list stops at `limit`). */
  unread: z.number().int().nonnegative(),
});
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;
/** POST /notifications/{id}/read and POST /notifications/read-all answer how many stay unread. */
export const NotificationReadResponse = z.object({ unread: z.number().int().nonnegative() });
export type NotificationReadResponse = z.infer<typeof NotificationReadResponse>;

/** GET /admin/stats (ADMIN only), for the caller's tenant. */
const Count = z.number().int().nonnegative();
export const AdminStats = z.object({
  totals: z.object({ ideas: Count, users: Count, activeUsers: Count, categories: Count }),
  ideasByStatus: z.array(z.object({ status: IdeaStatus, count: Count })),
  usersByRole: z.array(z.object({ role: z.string(), count: Count })),
  /** Ideas per category name; `category` null: ideas without a category. */
  ideasByCategory: z.array(z.object({ category: z.string().nullable(), count: Count })),
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

/** GET /health/live: the process is up and its event loop answers. */
export const LivenessResponse = z.object({ status: z.literal('ok') });

/**
 * GET /health/ready (API and identity): 200 when every dependency answers, else 503 naming the
 * failed one; `draining` while a stopping instance waits for the load balancer to notice.
 */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  checks: z.record(z.string(), z.enum(['ok', 'failed'])),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;
