import { LIST_DESCRIPTION_CHARS, type IdeaStatus, type IdeaSummary } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { eq, sql } from 'drizzle-orm';
import { categories, ideas, users } from '../../db/schema';

/** Columns of an IdeaSummary; use with `summaryFrom(db)`. */
export const summaryColumns = {
  id: ideas.id,
  title: ideas.title,
  description: ideas.description,
  status: ideas.status,
  category: categories.name,
  submitterId: ideas.submitterId,
  submitterName: sql<string>`${users.givenName} || ' ' || ${users.familyName}`,
  views: ideas.views,
  likes: ideas.likes,
  createdAt: ideas.createdAt,
  updatedAt: ideas.updatedAt,
};

/**
 * The Ideas list's columns (`GET /ideas`): the summary with the description cut to
 * LIST_DESCRIPTION_CHARS (ending in "…"), so a page of 50 stays small however long the descriptions are.
 */
const listColumns = {
  ...summaryColumns,
  description: sql<string>`CASE WHEN length(${ideas.description}) > ${sql.raw(String(LIST_DESCRIPTION_CHARS))}
    THEN left(${ideas.description}, ${sql.raw(String(LIST_DESCRIPTION_CHARS - 1))}) || '…' ELSE ${ideas.description} END`,
};

export type SummaryRow = {
  id: string;
  title: string;
  description: string;
  status: string;
  category: string | null;
  submitterId: string;
  submitterName: string;
  views: number;
  likes: number;
  createdAt: Date;
  updatedAt: Date;
};

/** `SELECT summary FROM ideas JOIN submitter LEFT JOIN category`; the Ideas list's columns with `list`. */
export function summaryFrom(db: Database, { list = false } = {}) {
  return db
    .select(list ? listColumns : summaryColumns)
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.submitterId))
    .leftJoin(categories, eq(categories.id, ideas.categoryId));
}

export function toSummary(row: SummaryRow): IdeaSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status as IdeaStatus,
    category: row.category,
    submitterId: row.submitterId,
    submitterName: row.submitterName,
    views: row.views,
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
