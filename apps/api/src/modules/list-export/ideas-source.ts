import type { IdeaListQuery } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { statusName } from '@idea-portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/caller';
import { categories, ideas, organizationalUnits, users } from '../../db/schema';
import { germanCategoryNames, ideaListWalk } from '../ideas/repository';
import { benefitColumnsFor, benefitSql, money } from './benefit-columns';
import type { Cell } from './csv';
import { headersOf, type ExportLang } from './headers';
import type { ExportTable } from './table';

/** Rows fetched per statement: a batch is held in memory, never the whole list. */
export const BATCH_ROWS = 500;

const COLUMNS = ['id', 'title', 'status', 'category', 'unit', 'submitter', 'createdAt', 'submittedAt', 'updatedAt', 'likes', 'views'] as const;

/**
 * The Ideas list as filtered (GET /ideas's filters and sort, its visibility rule), walked by
 * keyset a batch at a time; benefit and savings for those who may see them.
 */
export function ideasTable(db: Database, caller: Caller, q: Omit<IdeaListQuery, 'limit' | 'cursor'>, lang: ExportLang): ExportTable {
  const benefit = benefitColumnsFor(caller);
  const fields = {
    id: ideas.id,
    title: ideas.title,
    status: ideas.status,
    category: categories.name,
    unit: organizationalUnits.name,
    submitter: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
    createdAt: ideas.createdAt,
    submittedAt: ideas.submittedAt,
    updatedAt: ideas.updatedAt,
    likes: ideas.likes,
    views: ideas.views,
    ...Object.fromEntries(benefit.map((c) => [c, benefitSql(caller, c, sql`${ideas.id}`)])),
  };
  async function* batches(): AsyncGenerator<Cell[][]> {
    const german = lang === 'de' ? await germanCategoryNames(db, caller.tenantId) : new Map<string, string>();
    let position: { value: string; id: string } | null = null;
    for (;;) {
      const { where, orderBy, key } = ideaListWalk(caller, q, position);
      const rows = await db
        .select({ ...fields, key })
        .from(ideas)
        .innerJoin(users, eq(users.id, ideas.submitterId))
        .leftJoin(categories, eq(categories.id, ideas.categoryId))
        .leftJoin(organizationalUnits, eq(organizationalUnits.id, ideas.organizationalUnitId))
        .where(where)
        .orderBy(...orderBy)
        .limit(BATCH_ROWS);
      if (rows.length) {
        yield rows.map((r) => [
          r.id,
          r.title,
          statusName(r.status, lang),
          r.category ? (german.get(r.category) ?? r.category) : null,
          r.unit,
          r.submitter,
          r.createdAt,
          r.submittedAt,
          r.updatedAt,
          r.likes,
          r.views,
          ...benefit.map((c) => money(c, (r as Record<string, unknown>)[c])),
        ]);
      }
      const last = rows.at(-1);
      if (rows.length < BATCH_ROWS || !last) return;
      position = { value: last.key, id: last.id };
    }
  }
  return { headers: headersOf('ideas', [...COLUMNS, ...benefit], lang), batches: batches() };
}
