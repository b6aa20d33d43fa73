import type { AdminStats, IdeaStatus } from '@idea-portal/contracts';
import { IDEA_STATUSES } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { sql } from 'drizzle-orm';
import { onlyRow, queryRows } from '../../lib/sql';

/** Dashboard figures for the caller's tenant. */
export async function adminStats(db: Database, tenantId: string): Promise<AdminStats> {
  const byStatus = await queryRows<{ status: IdeaStatus; count: number }>(
    db,
    sql`SELECT status, count(*)::int AS count FROM ideas WHERE tenant_id = ${tenantId} GROUP BY status`,
  );
  const statusCounts = new Map(byStatus.map((r) => [r.status, Number(r.count)]));
  const byRole = await queryRows<{ role: string; count: number }>(
    db,
    sql`SELECT role, count(*)::int AS count FROM users WHERE tenant_id = ${tenantId} GROUP BY role ORDER BY role`,
  );
  const byCategory = await queryRows<{ category: string | null; count: number }>(
    db,
    sql`SELECT c.name AS category, count(*)::int AS count
        FROM ideas i LEFT JOIN categories c ON c.id = i.category_id
        WHERE i.tenant_id = ${tenantId} GROUP BY 1 ORDER BY 2 DESC, 1 NULLS LAST`,
  );
  const perMonth = await queryRows<{ month: string; count: number }>(
    db,
    sql`SELECT to_char(m.month, 'YYYY-MM') AS month, count(i.id)::int AS count
        FROM generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months',
                             date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month') AS m(month)
        LEFT JOIN ideas i ON i.tenant_id = ${tenantId}
          AND date_trunc('month', i.created_at AT TIME ZONE 'UTC') = m.month
        GROUP BY m.month ORDER BY m.month`,
  );
  const totalRows = await queryRows<{ ideas: number; users: number; active_users: number; categories: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM ideas WHERE tenant_id = ${tenantId}) AS ideas,
               (SELECT count(*)::int FROM users WHERE tenant_id = ${tenantId}) AS users,
               (SELECT count(*)::int FROM users WHERE tenant_id = ${tenantId} AND enabled AND status = 'ACTIVE') AS active_users,
               (SELECT count(*)::int FROM categories WHERE tenant_id = ${tenantId}) AS categories`,
  );
  const totals = onlyRow(totalRows, 'tenant totals');
  const recent = await queryRows<{
    id: string; idea_id: string; idea_title: string; entity_type: string; field_name: string;
    old_value: string | null; new_value: string | null; created_at: Date | string; actor_name: string | null; actor_picture: string | null;
  }>(
    db,
    sql`SELECT h.id, h.idea_id, i.title AS idea_title, h.entity_type, h.field_name, h.old_value, h.new_value,
               h.created_at, h.actor_name, u.picture AS actor_picture
        FROM idea_history h JOIN ideas i ON i.id = h.idea_id LEFT JOIN users u ON u.id = h.actor_id
        WHERE h.tenant_id = ${tenantId} ORDER BY h.created_at DESC, h.id DESC LIMIT 20`,
  );
  return {
    totals: { ideas: totals.ideas, users: totals.users, activeUsers: totals.active_users, categories: totals.categories },
    ideasByStatus: IDEA_STATUSES.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    usersByRole: byRole.map((r) => ({ role: r.role, count: Number(r.count) })),
    ideasByCategory: byCategory.map((r) => ({ category: r.category, count: Number(r.count) })),
    ideasPerMonth: perMonth.map((r) => ({ month: r.month, count: Number(r.count) })),
    recentActivity: recent.map((r) => ({
      id: r.id,
      ideaId: r.idea_id,
      ideaTitle: r.idea_title,
      entityType: r.entity_type as AdminStats['recentActivity'][number]['entityType'],
      fieldName: r.field_name,
      oldValue: r.old_value,
      newValue: r.new_value,
      createdAt: new Date(r.created_at).toISOString(),
      actorName: r.actor_name,
      actorPicture: r.actor_picture,
    })),
  };
}

