import type { IdeaStatus, NotificationItem, NotificationKind } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { queryRows } from '../../lib/sql';
import { EVENT_KIND, eventVisibleTo, ideaVisibleTo } from './event-access';

type EventRow = {
  id: string;
  idea_id: string;
  title: string;
  status: IdeaStatus;
  kind: NotificationKind;
  actor_name: string | null;
  actor_picture: string | null;
  new_value: string | null;
  created_at: Date | string;
};

/**
 * Events for the caller, as far as they may see them now (the rule is asked on every read, so an
 * event written while they could see it disappears once they can no longer, see
 * `notificationVisibleTo` in libs/domain): new ideas matching their subscribed saved searches,
 * status changes, assignments, inquiries and answers, expert requests and opinions on ideas they
 * submitted, contribute to or follow, or that concern them by name; never their own actions. An
 * event needs the idea to be visible to the caller and the panel that shows its content to be open
 * to them (a follower who is a viewer of the idea hears of status changes only). Ideas of theirs
 * with history but no such event show once with their current status (kind 'status'). Newest first.
 */
export async function notificationsFor(db: Database, caller: Caller, limit: number): Promise<NotificationItem[]> {
  const me = caller.id;
  const mine = sql`(i.submitter_id = ${me}
    OR EXISTS (SELECT 1 FROM idea_contributors ic WHERE ic.idea_id = i.id AND ic.user_id = ${me}))`;
  const rows = await queryRows<EventRow>(
    db,
    sql`SELECT * FROM (
          SELECT h.id, h.idea_id, i.title, i.status, ${EVENT_KIND} AS kind, h.actor_name, u.picture AS actor_picture,
                 h.new_value, h.created_at
            FROM idea_history h
            JOIN ideas i ON i.id = h.idea_id
            LEFT JOIN users u ON u.id = h.actor_id
           WHERE i.tenant_id = ${caller.tenantId}
             AND (h.actor_id IS NULL OR h.actor_id <> ${me})
             AND (h.concerned_user_id = ${me} OR ${mine}
                  OR EXISTS (SELECT 1 FROM idea_followers f WHERE f.idea_id = i.id AND f.user_id = ${me}))
             AND ${eventVisibleTo(caller)}
        ) e
        WHERE e.kind IS NOT NULL
        UNION ALL
        SELECT * FROM (
          SELECT DISTINCT ON (h.idea_id) 'status:' || h.idea_id AS id, h.idea_id, i.title, i.status, 'status' AS kind, h.actor_name,
                 u.picture AS actor_picture, NULL AS new_value, h.created_at
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
               trim(u.given_name || ' ' || u.family_name) AS actor_name, u.picture AS actor_picture, ss.name AS new_value, m.matched_at AS created_at
          FROM saved_search_matches m
          JOIN saved_searches ss ON ss.id = m.saved_search_id
          JOIN ideas i ON i.id = m.idea_id
          LEFT JOIN users u ON u.id = i.submitter_id
         WHERE m.user_id = ${me} AND m.tenant_id = ${caller.tenantId}
           AND ${ideaVisibleTo(caller)}
        ORDER BY created_at DESC, id DESC
        LIMIT ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    ideaId: r.idea_id,
    title: r.title,
    status: r.status,
    actorName: r.actor_name,
    actorPicture: r.actor_picture,
    newValue: r.kind === 'status' ? null : r.new_value,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
