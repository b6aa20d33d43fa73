import type { IdeaStatus, NotificationItem, NotificationKind } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { queryRows } from '../../lib/sql';
import { callerIsIdeaManager } from '../revision-requests/idea-managers';
import { alsoReaches, concernsCaller, creatorOf, EVENT_KIND, eventVisibleTo, ideaVisibleTo } from './event-access';

type EventRow = {
  id: string;
  idea_id: string;
  title: string;
  status: IdeaStatus;
  kind: NotificationKind;
  actor_name: string | null;
  actor_picture: string | null;
  new_value: string | null;
  concerns_you: boolean;
  concerned_name: string | null;
  read: boolean;
  created_at: Date | string;
};

/**
 * Events for the caller, as far as they may see them now (the rule is asked on every read, so an
 * event written while they could see it disappears once they can no longer, see
 * `notificationVisibleTo` in libs/domain): new ideas matching their subscribed saved searches,
 * status changes, assignments, inquiries and answers, expert requests and opinions, requested
 * changes, revision requests and answers, final decisions on ideas they submitted, contribute to
 * or follow, or that concern them by name (revision requests also reach the assessment assignee
 * and the idea managers); the deadline job's reminders and escalations (deadline_reminders) to
 * their recipient; never their own actions. An event needs the idea to be visible to the
 * caller and the panel that shows its content to be open to them (a follower who is a viewer of
 * the idea hears of status changes only). Ideas of theirs with history but no such event show once
 * with their current status (kind 'status', always read). Newest first.
 *
 * Read state is the caller's own (notification_reads, and notification_read_marks for "mark all
 * as read"); what happened on an idea before they followed it counts as read unless it reached
 * them another way.
 */
export async function notificationsFor(db: Database, caller: Caller, limit: number): Promise<{ notifications: NotificationItem[]; unread: number }> {
  const me = caller.id;
  const isIdeaManager = await callerIsIdeaManager(db, caller);
  const mine = creatorOf(caller);
  const byRole = sql`(h.concerned_user_id = ${me} OR ${mine} OR ${alsoReaches(caller, isIdeaManager)})`;
  const readMark = sql`(SELECT rm.read_before FROM notification_read_marks rm WHERE rm.user_id = ${me})`;
  const readOne = (id: SQL, at: SQL) =>
    sql`(EXISTS (SELECT 1 FROM notification_reads nr WHERE nr.user_id = ${me} AND nr.notification_id = ${id}) OR coalesce(${at} <= ${readMark}, FALSE))`;
  const rows = await queryRows<EventRow & { unread_total: number }>(
    db,
    // How many are unread is counted over all of them (a window over the union), not over the page.
    sql`SELECT n.*, count(*) FILTER (WHERE NOT n.read) OVER ()::int AS unread_total FROM (
        SELECT * FROM (
          SELECT h.id, h.idea_id, i.title, i.status, ${EVENT_KIND} AS kind, h.actor_name, u.picture AS actor_picture,
                 h.new_value, ${concernsCaller(caller, EVENT_KIND)} AS concerns_you,
                 CASE WHEN cu.id IS NOT NULL THEN trim(cu.given_name || ' ' || cu.family_name) END AS concerned_name,
                 (${readOne(sql`h.id`, sql`h.created_at`)} OR (NOT coalesce(${byRole}, FALSE) AND h.created_at < f.created_at)) AS read,
                 h.created_at
            FROM idea_history h
            JOIN ideas i ON i.id = h.idea_id
            LEFT JOIN users u ON u.id = h.actor_id
            LEFT JOIN users cu ON cu.id = h.concerned_user_id
            LEFT JOIN idea_followers f ON f.idea_id = i.id AND f.user_id = ${me}
           WHERE i.tenant_id = ${caller.tenantId}
             AND (h.actor_id IS NULL OR h.actor_id <> ${me})
             AND (coalesce(${byRole}, FALSE) OR f.user_id IS NOT NULL)
             AND ${eventVisibleTo(caller)}
        ) e
        WHERE e.kind IS NOT NULL
        UNION ALL
        SELECT * FROM (
          SELECT DISTINCT ON (h.idea_id) 'status:' || h.idea_id AS id, h.idea_id, i.title, i.status, 'status' AS kind, h.actor_name,
                 u.picture AS actor_picture, NULL AS new_value, FALSE AS concerns_you, NULL AS concerned_name, TRUE AS read, h.created_at
            FROM idea_history h
            JOIN ideas i ON i.id = h.idea_id
            LEFT JOIN users u ON u.id = h.actor_id
           WHERE i.tenant_id = ${caller.tenantId} AND ${mine} AND ${ideaVisibleTo(caller)}
             AND NOT EXISTS (
               SELECT 1 FROM idea_history h
                WHERE h.idea_id = i.id AND (h.actor_id IS NULL OR h.actor_id <> ${me}) AND ${eventVisibleTo(caller)})
           ORDER BY h.idea_id, h.created_at DESC, h.id DESC
        ) s
        UNION ALL
        SELECT 'match:' || m.saved_search_id || ':' || m.idea_id AS id, m.idea_id, i.title, i.status, 'savedSearchMatch' AS kind,
               trim(u.given_name || ' ' || u.family_name) AS actor_name, u.picture AS actor_picture, ss.name AS new_value,
               FALSE AS concerns_you, NULL AS concerned_name,
               ${readOne(sql`'match:' || m.saved_search_id || ':' || m.idea_id`, sql`m.matched_at`)} AS read, m.matched_at AS created_at
          FROM saved_search_matches m
          JOIN saved_searches ss ON ss.id = m.saved_search_id
          JOIN ideas i ON i.id = m.idea_id
          LEFT JOIN users u ON u.id = i.submitter_id
         WHERE m.user_id = ${me} AND m.tenant_id = ${caller.tenantId}
           AND ${ideaVisibleTo(caller)}
        UNION ALL
        SELECT 'deadline:' || r.id AS id, r.idea_id, i.title, i.status,
               CASE r.reminder WHEN 'dueSoon' THEN 'taskDueSoon' WHEN 'dueToday' THEN 'taskDue' ELSE 'taskEscalated' END AS kind,
               NULL AS actor_name, NULL AS actor_picture, r.due_date::text AS new_value, r.reminder <> 'escalated' AND r.person_id = r.user_id AS concerns_you,
               CASE WHEN r.reminder = 'escalated' OR r.person_id <> r.user_id THEN trim(pu.given_name || ' ' || pu.family_name) END AS concerned_name,
               ${readOne(sql`'deadline:' || r.id`, sql`r.created_at`)} AS read, r.created_at
          FROM deadline_reminders r
          JOIN ideas i ON i.id = r.idea_id
          LEFT JOIN users pu ON pu.id = r.person_id
         WHERE r.user_id = ${me} AND r.tenant_id = ${caller.tenantId}
           AND ${ideaVisibleTo(caller)}
        ) n
        ORDER BY n.created_at DESC, n.id DESC
        LIMIT ${limit}`,
  );
  const unread = rows.length ? Number(rows[0]!.unread_total) : 0;
  const notifications = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    ideaId: r.idea_id,
    title: r.title,
    status: r.status,
    actorName: r.actor_name,
    actorPicture: r.actor_picture,
    newValue: r.kind === 'status' ? null : r.new_value,
    concernsYou: !!r.concerns_you,
    concernedName: r.concerned_name,
    read: !!r.read,
    createdAt: new Date(r.created_at).toISOString(),
  }));
  return { notifications, unread };
}

/** Marks one notification of the caller read (idempotent). */
export async function markNotificationRead(db: Database, caller: Caller, notificationId: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO notification_reads (user_id, notification_id) VALUES (${caller.id}, ${notificationId}) ON CONFLICT (user_id, notification_id) DO NOTHING`,
  );
}

/** "Mark all as read": everything up to now counts as read. */
export async function markAllNotificationsRead(db: Database, caller: Caller): Promise<void> {
  await db.execute(
    sql`INSERT INTO notification_read_marks (user_id, read_before) VALUES (${caller.id}, ${new Date().toISOString()}::timestamptz)
        ON CONFLICT (user_id) DO UPDATE SET read_before = GREATEST(notification_read_marks.read_before, excluded.read_before)`,
  );
}
