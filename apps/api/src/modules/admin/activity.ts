import type { ActivityEntry, ActivityQuery, ActivityResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { onlyRow } from '../../lib/sql';
import { ideaHistory, ideas, users } from '../../db/schema';
import { visibleTo } from '../ideas/visibility';

/** History across the tenant, newest first, of the ideas the admin may see (others' drafts excluded). */
export async function tenantActivity(db: Database, caller: Caller, q: ActivityQuery): Promise<ActivityResponse> {
  const where = and(eq(ideaHistory.tenantId, caller.tenantId), visibleTo(caller));
  const { total } = onlyRow(await db.select({ total: count() }).from(ideaHistory).innerJoin(ideas, eq(ideas.id, ideaHistory.ideaId)).where(where), 'count of history entries');
  const rows = await db
    .select({
      id: ideaHistory.id,
      ideaId: ideaHistory.ideaId,
      ideaTitle: ideas.title,
      entityType: ideaHistory.entityType,
      fieldName: ideaHistory.fieldName,
      oldValue: ideaHistory.oldValue,
      newValue: ideaHistory.newValue,
      createdAt: ideaHistory.createdAt,
      actorId: ideaHistory.actorId,
      actorName: ideaHistory.actorName,
      actorPicture: users.picture,
    })
    .from(ideaHistory)
    .innerJoin(ideas, eq(ideas.id, ideaHistory.ideaId))
    .leftJoin(users, eq(users.id, ideaHistory.actorId))
    .where(where)
    .orderBy(desc(ideaHistory.createdAt), desc(ideaHistory.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    entries: rows.map<ActivityEntry>((r) => ({
      ...r,
      entityType: r.entityType as ActivityEntry['entityType'],
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}
