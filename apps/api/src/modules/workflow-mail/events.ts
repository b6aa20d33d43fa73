import type { WorkflowMailKind } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { WORKFLOW_MAIL_SOURCES, workflowMailPanel, type WorkflowMailSource } from '@idea-portal/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { queryRows } from '../../lib/sql';
import { ideaVisibleTo, panelOpenTo } from '../notifications/event-access';

/**
 * The workflow events that are mailed, read from the idea history `h` of the idea `i` with the
 * rule of GET /notifications: a recipient gets an event only while they see the idea and the panel
 * of its content is open to them, asked when the mail goes out.
 */

const sourceMatch = (s: Pick<WorkflowMailSource, 'entityType' | 'fieldName'>) =>
  sql`(h.entity_type = ${s.entityType} AND lower(h.field_name) = ${s.fieldName.toLowerCase()})`;

/** The mail kind of the history entry `h` (WORKFLOW_MAIL_SOURCES), NULL when it is not mailed. */
export const MAIL_KIND: SQL = sql`(CASE ${sql.join(
  WORKFLOW_MAIL_SOURCES.map((s) => sql`WHEN ${sourceMatch(s)} THEN ${s.kind}`),
  sql` `,
)} END)`;

const sourcesFor = (recipients: WorkflowMailSource['recipients']) => WORKFLOW_MAIL_SOURCES.filter((s) => s.recipients === recipients);
const anyOf = (sources: readonly WorkflowMailSource[]) => (sources.length ? sql`(${sql.join(sources.map(sourceMatch), sql` OR `)})` : sql`FALSE`);

/** Whether the recipient may read the mailed event `h` of idea `i` now (`notificationVisibleTo` with the source's panel). */
export function mailEventVisibleTo(recipient: Caller): SQL {
  const panels = [...new Set(WORKFLOW_MAIL_SOURCES.map(workflowMailPanel))];
  const byPanel = panels.map((panel) => sql`WHEN ${anyOf(WORKFLOW_MAIL_SOURCES.filter((s) => workflowMailPanel(s) === panel))} THEN ${panelOpenTo(recipient, panel)}`);
  return sql`(${ideaVisibleTo(recipient)} AND (CASE ${sql.join(byPanel, sql` `)} ELSE FALSE END))`;
}

/** An event waiting to be mailed to someone (not yet claimed for them). */
export interface PendingMail {
  user_id: string;
  event_id: string;
  kind: WorkflowMailKind;
}

/**
 * Every (recipient, event) not yet claimed: entries of the mail sources since `since` that name
 * the recipient (a task or question for them) or concern an idea they submitted or contribute to
 * (a decision), never their own action, only to active people of the idea's tenant.
 */
export async function pendingMails(db: Database, since: Date): Promise<PendingMail[]> {
  const concerned = sourcesFor('concerned');
  const creators = sourcesFor('creators');
  return queryRows<PendingMail>(
    db,
    sql`SELECT r.user_id, r.event_id, r.kind FROM (
          SELECT h.concerned_user_id AS user_id, h.id AS event_id, ${MAIL_KIND} AS kind, h.actor_id, h.tenant_id, h.created_at
            FROM idea_history h
           WHERE h.created_at >= ${since.toISOString()}::timestamptz AND h.concerned_user_id IS NOT NULL AND ${anyOf(concerned)}
          UNION
          SELECT c.user_id, h.id, ${MAIL_KIND}, h.actor_id, h.tenant_id, h.created_at
            FROM idea_history h
            JOIN ideas i ON i.id = h.idea_id
            JOIN LATERAL (SELECT i.submitter_id AS user_id UNION SELECT ic.user_id FROM idea_contributors ic WHERE ic.idea_id = i.id) c ON c.user_id IS NOT NULL
           WHERE h.created_at >= ${since.toISOString()}::timestamptz AND ${anyOf(creators)}
        ) r
        JOIN users u ON u.id = r.user_id AND u.tenant_id = r.tenant_id AND u.enabled AND u.status = 'ACTIVE'
       WHERE (r.actor_id IS NULL OR r.actor_id <> r.user_id)
         AND NOT EXISTS (SELECT 1 FROM workflow_mail_deliveries d WHERE d.user_id = r.user_id AND d.event_id = r.event_id)
       ORDER BY r.created_at, r.event_id`,
  );
}

/** A mailed event as the recipient may read it. */
export interface MailEvent {
  id: string;
  idea_id: string;
  title: string;
  kind: WorkflowMailKind;
  entity_type: string;
  field_name: string;
  new_value: string | null;
  actor_name: string | null;
  created_at: Date | string;
}

/** Of `eventIds`, the events the recipient may read now, with their content, oldest first. */
export async function visibleMailEvents(db: Database, recipient: Caller, eventIds: string[]): Promise<MailEvent[]> {
  if (!eventIds.length) return [];
  return queryRows<MailEvent>(
    db,
    sql`SELECT h.id, h.idea_id, i.title, ${MAIL_KIND} AS kind, h.entity_type, h.field_name, h.new_value, h.actor_name, h.created_at
          FROM idea_history h
          JOIN ideas i ON i.id = h.idea_id
         WHERE h.id IN (${sql.join(eventIds.map((id) => sql`${id}`), sql`, `)})
           AND i.tenant_id = ${recipient.tenantId}
           AND ${mailEventVisibleTo(recipient)}
         ORDER BY h.created_at, h.id`,
  );
}
