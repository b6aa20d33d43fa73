import type { HistoryEntry, Idea, IdeaListQuery, IdeaListResponse } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { maySeeHistory } from '@idea-portal/domain';
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Caller } from '../../auth/caller';
import { categories, ideaAttachments, ideaHistory, ideas, ideaVisibilityPeople, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { workflowStateOf } from '../workflow/repository';
import { deputyView } from '../absences/deputies';
import { loadVisibleIdea } from './load-and-require';
import { CursorId, CursorTimestamp, decodeCursor, encodeCursor } from '../../lib/cursor';
import { likePattern } from '../../lib/sql';
import { summaryColumns, summaryFrom, toSummary, type SummaryRow } from './summary';
import { callerValues, PREPARED_CALLER, visibleTo } from './visibility';
import { queueBlobDeletions } from '../../storage/blob-deletions';

const SORTS = {
  'updatedAt:desc': { column: ideas.updatedAt, dir: 'desc', kind: 'date' },
  'updatedAt:asc': { column: ideas.updatedAt, dir: 'asc', kind: 'date' },
  'createdAt:desc': { column: ideas.createdAt, dir: 'desc', kind: 'date' },
  'createdAt:asc': { column: ideas.createdAt, dir: 'asc', kind: 'date' },
  'title:asc': { column: ideas.title, dir: 'asc', kind: 'text' },
} as const;

const IdeaCursor = z
  .object({ s: z.enum(Object.keys(SORTS) as [keyof typeof SORTS]), v: z.string().max(512), id: CursorId })
  // Date sorts carry a timestamp: check it here so a forged cursor answers 400, not a database error.
  .refine((c) => SORTS[c.s].kind !== 'date' || CursorTimestamp.safeParse(c.v).success, { message: 'invalid timestamp' });

const isDateOnly = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

type Sort = (typeof SORTS)[keyof typeof SORTS];

/** Statements built and prepared once per database, found by their name (which says their shape). */
const preparedStatements = new WeakMap<Database, Map<string, unknown>>();
function preparedOnce<T>(db: Database, name: string, build: (name: string) => T): T {
  let byName = preparedStatements.get(db);
  if (!byName) preparedStatements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build(name)));
  return statement;
}

/** Keyset pagination: the rows after the cursor's (sort value, id) in the sort's direction. */
function after(sort: Sort, value: unknown, id: unknown): SQL {
  const v = sort.kind === 'date' ? sql`${value}::timestamptz` : sql`${value}`;
  return sort.dir === 'desc' ? sql`(${sort.column}, ${ideas.id}) < (${v}, ${id})` : sql`(${sort.column}, ${ideas.id}) > (${v}, ${id})`;
}

const orderOf = (sort: Sort) => (sort.dir === 'desc' ? [desc(sort.column), desc(ideas.id)] : [asc(sort.column), asc(ideas.id)]);

/**
 * The list without filters (the Ideas page as it opens, and its next pages), the commonest
 * request: built and prepared once per database, role, sort, cursor and row count (pageRows); the
 * caller and the cursor are bound per request. The row count is written into the statement: with
 * LIMIT as a parameter PostgreSQL's generic plan assumes a tenth of the table and costs 100 times
 * the real plan, so it planned the statement afresh on every request (1 ms, twice the execution).
 * Filtered lists are built per request (a shape per combination).
 */
function plainListQuery(db: Database, role: Caller['role'], sort: Sort, withCursor: boolean, rows: number, name: string) {
  const filters = [visibleTo({ role, ...PREPARED_CALLER })];
  if (withCursor) filters.push(after(sort, sql.placeholder('cursorValue'), sql.placeholder('cursorId')));
  return summaryFrom(db, { list: true })
    .where(and(...filters))
    .orderBy(...orderOf(sort))
    .limit(sql.raw(String(rows)) as unknown as Placeholder)
    .prepare(name);
}

/** The rows a plain list fetches for a page size: a page and one more, from a few sizes so the statements stay few. */
const PAGE_SIZES = [20, 50, 100, 250, 1000];
const pageRows = (limit: number) => (PAGE_SIZES.find((size) => size >= limit) ?? limit) + 1;

function readCursor(q: IdeaListQuery) {
  if (!q.cursor) return null;
  const c = decodeCursor(q.cursor, IdeaCursor, 'querystring.cursor');
  if (c.s !== q.sort) throw badRequest('The cursor belongs to another sort order', 'querystring.cursor');
  return c;
}

/** The list's filters (status, category, submitter, unit, dates, words): the Ideas list and its export. */
export function ideaListFilters(q: Omit<IdeaListQuery, 'limit' | 'cursor' | 'sort'>): SQL[] {
  const filters: SQL[] = [];
  if (q.status?.length) filters.push(inArray(ideas.status, q.status));
  if (q.category) filters.push(or(eq(categories.name, q.category), eq(ideas.categoryId, q.category))!);
  if (q.submitterId) filters.push(eq(ideas.submitterId, q.submitterId));
  if (q.organizationalUnitId) filters.push(eq(ideas.organizationalUnitId, q.organizationalUnitId));
  if (q.from) filters.push(gte(ideas.createdAt, sql`${q.from}::timestamptz`));
  if (q.to) {
    filters.push(isDateOnly(q.to) ? lt(ideas.createdAt, sql`(${q.to}::date + 1)::timestamptz`) : lte(ideas.createdAt, sql`${q.to}::timestamptz`));
  }
  if (q.q) {
    filters.push(
      sql`(${ideas.search} @@ (websearch_to_tsquery('german', ${q.q}) || websearch_to_tsquery('english', ${q.q}))
        OR ${ideas.title} ILIKE ${likePattern(q.q)})`,
    );
  }
  return filters;
}

/**
 * The list's WHERE (visibility, filters, after a keyset position) and ORDER BY: the export walks
 * the whole filtered list with them, a batch at a time, in the list's order.
 */
export function ideaListWalk(caller: Caller, q: Omit<IdeaListQuery, 'limit' | 'cursor'>, position: { value: string; id: string } | null) {
  const sort = SORTS[q.sort];
  const filters = [visibleTo(caller), ...ideaListFilters(q)];
  if (position) filters.push(after(sort, position.value, position.id));
  // The sort value as text at full precision (microseconds), for the next position.
  return { where: and(...filters), orderBy: orderOf(sort), key: sql<string>`${sort.column}::text` };
}

/** The keyset value of a row in a sort order (what a cursor carries). */
export const sortValue = (sortKey: IdeaListQuery['sort'], row: { title: string; createdAt: Date; updatedAt: Date }): string =>
  sortKey.startsWith('title') ? row.title : (sortKey.startsWith('created') ? row.createdAt : row.updatedAt).toISOString();

export async function listIdeas(db: Database, caller: Caller, q: IdeaListQuery): Promise<IdeaListResponse> {
  const sort = SORTS[q.sort];
  const cursor = readCursor(q);
  const filters = ideaListFilters(q);
  let rows: SummaryRow[];
  if (filters.length === 0) {
    const fetch = pageRows(q.limit);
    const name = `idea_list_${caller.role}_${q.sort.replace(':', '_')}${cursor ? '_after' : ''}_${fetch}`;
    const query = preparedOnce(db, name, (n) => plainListQuery(db, caller.role, sort, Boolean(cursor), fetch, n));
    rows = await query.execute({ ...callerValues(caller), cursorValue: cursor?.v, cursorId: cursor?.id });
  } else {
    if (cursor) filters.push(after(sort, cursor.v, cursor.id));
    rows = await summaryFrom(db, { list: true })
      .where(and(visibleTo(caller), ...filters))
      .orderBy(...orderOf(sort))
      .limit(q.limit + 1);
  }
  const hasMore = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  const lastValue = last ? sortValue(q.sort, last) : '';
  return {
    ideas: page.map(toSummary),
    nextCursor: hasMore && last ? encodeCursor({ s: q.sort, v: lastValue, id: last.id }) : null,
    hasMore,
  };
}

/** 404 unless the idea exists in the caller's tenant and the caller may see it. */
export async function assertVisible(db: Database, caller: Caller, ideaId: string): Promise<void> {
  const [row] = await db
    .select({ id: ideas.id })
    .from(ideas)
    .where(and(eq(ideas.id, ideaId), visibleTo(caller)))
    .limit(1);
  if (!row) throw notFound('Idea');
}

/** A contributor or attachment as the detail query's JSON aggregates return it. */
type ContributorJson = { id: string; givenName: string; familyName: string; picture: string | null };
type AttachmentJson = { id: string; position: number; fileName: string; contentType: string; size: number | null; uploadedAt: string };

/**
 * The detail query, one round trip: the idea, the caller's flags, its contributors and attachments.
 * Built and prepared once per database and role; the idea and the caller are bound per request.
 */
function detailQuery(db: Database, role: Caller['role'], name: string) {
  return db
    .select({
      ...summaryColumns,
      tenantId: ideas.tenantId,
      solution: ideas.solution,
      tags: ideas.tags,
      innovationArea: ideas.innovationArea,
      material: ideas.material,
      function: ideas.function,
      location: ideas.location,
      bannerImage: ideas.bannerImage,
      visibility: ideas.visibility,
      organizationalUnitId: ideas.organizationalUnitId,
      assessmentAssigneeId: ideas.assessmentAssigneeId,
      submittedAt: ideas.submittedAt,
      version: ideas.version,
      categoryId: ideas.categoryId,
      following: sql<boolean>`EXISTS (SELECT 1 FROM idea_followers f WHERE f.idea_id = ${ideas.id} AND f.user_id = ${PREPARED_CALLER.id})`,
      liked: sql<boolean>`EXISTS (SELECT 1 FROM idea_likes l WHERE l.idea_id = ${ideas.id} AND l.user_id = ${PREPARED_CALLER.id})`,
      commentsCount: sql<number>`(SELECT count(*)::int FROM idea_comments c WHERE c.idea_id = ${ideas.id} AND c.deleted_at IS NULL)`,
      visibleToIds: sql<string[] | null>`CASE WHEN ${ideas.visibility} = 'people' THEN ARRAY(SELECT p.user_id FROM idea_visibility_people p WHERE p.idea_id = ${ideas.id} ORDER BY p.user_id) END`,
      contributors: sql<ContributorJson[]>`(SELECT coalesce(json_agg(json_build_object('id', cu.id, 'givenName', cu.given_name, 'familyName', cu.family_name, 'picture', cu.picture)
          ORDER BY ic.added_at, cu.id), '[]'::json)
        FROM idea_contributors ic JOIN users cu ON cu.id = ic.user_id WHERE ic.idea_id = ${ideas.id})`,
      attachments: sql<AttachmentJson[]>`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'position', a.position, 'fileName', a.file_name,
          'contentType', a.content_type, 'size', a.size, 'uploadedAt', a.uploaded_at) ORDER BY a.position), '[]'::json)
        FROM idea_attachments a WHERE a.idea_id = ${ideas.id})`,
    })
    .from(ideas)
    .innerJoin(users, eq(users.id, ideas.submitterId))
    .leftJoin(categories, eq(categories.id, ideas.categoryId))
    .where(and(eq(ideas.id, sql.placeholder('ideaId')), visibleTo({ role, ...PREPARED_CALLER })))
    .limit(1)
    .prepare(name);
}

export async function getIdea(db: Database, caller: Caller, ideaId: string): Promise<Idea> {
  const query = preparedOnce(db, `idea_detail_${caller.role}`, (name) => detailQuery(db, caller.role, name));
  const [row] = await query.execute({ ideaId, ...callerValues(caller) });
  if (!row) throw notFound('Idea');
  // json_agg answers parsed JSON on node-postgres and PGlite alike.
  const contributors = parseJson(row.contributors);
  const attachments = parseJson(row.attachments);
  return {
    ...toSummary(row),
    tenantId: row.tenantId,
    solution: row.solution,
    tags: row.tags,
    innovationArea: row.innovationArea,
    material: row.material,
    function: row.function,
    location: row.location,
    bannerImage: row.bannerImage,
    visibility: row.visibility,
    organizationalUnitId: row.organizationalUnitId,
    contributors: contributors.map((c) => ({ id: c.id, name: `${c.givenName} ${c.familyName}`, picture: c.picture })),
    attachments: attachments.map((a) => ({
      id: a.id,
      index: a.position,
      fileName: a.fileName,
      contentType: a.contentType,
      size: a.size === null ? null : Number(a.size),
      uploadedAt: new Date(a.uploadedAt).toISOString(),
    })),
    ideaAssessment: row.status === 'draft' ? null : { assigneeId: row.assessmentAssigneeId },
    submittedAt: row.submittedAt ? new Date(row.submittedAt).toISOString() : null,
    version: row.version,
    categoryId: row.categoryId,
    visibleTo: row.visibleToIds ?? [],
    following: Boolean(row.following),
    liked: Boolean(row.liked),
    commentsCount: Number(row.commentsCount ?? 0),
  };
}

const parseJson = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

export const historyColumns = {
  id: ideaHistory.id,
  ideaId: ideaHistory.ideaId,
  entityType: ideaHistory.entityType,
  fieldName: ideaHistory.fieldName,
  oldValue: ideaHistory.oldValue,
  newValue: ideaHistory.newValue,
  createdAt: ideaHistory.createdAt,
  actorName: ideaHistory.actorName,
  actorPicture: users.picture,
  actedForName: ideaHistory.actedForName,
};

export function toHistoryEntry(row: { createdAt: Date; entityType: string } & Omit<HistoryEntry, 'createdAt' | 'entityType'>): HistoryEntry {
  return { ...row, entityType: row.entityType as HistoryEntry['entityType'], createdAt: row.createdAt.toISOString() };
}

/** History of a visible idea, newest first. */
/**
 * The idea's history, newest first, when the caller may see it (IDEA_HISTORY, full or read-only,
 * for their role on this idea: a viewer who is not a participant may not); null when not.
 * 404 when the idea is not visible at all.
 */
export async function historyIfAllowed(db: Database, caller: Caller, ideaId: string): Promise<HistoryEntry[] | null> {
  const idea = await loadVisibleIdea(db, caller, ideaId);
  // A deputy reads it as the absent person whose task they work would.
  if (!maySeeHistory(caller, await deputyView(db, caller, await workflowStateOf(db, idea)))) return null;
  const rows = await db
    .select(historyColumns)
    .from(ideaHistory)
    .leftJoin(users, eq(users.id, ideaHistory.actorId))
    .where(and(eq(ideaHistory.ideaId, ideaId), eq(ideaHistory.tenantId, caller.tenantId)))
    .orderBy(desc(ideaHistory.createdAt), desc(ideaHistory.id));
  return rows.map(toHistoryEntry);
}

/** GET /ideas/{id}/history: 403 FORBIDDEN when the caller may see the idea but not its history. */
export async function getHistory(db: Database, caller: Caller, ideaId: string): Promise<HistoryEntry[]> {
  const history = await historyIfAllowed(db, caller, ideaId);
  if (!history) throw forbidden('You may not see the history of this idea');
  return history;
}

// ---- writes ---------------------------------------------------------------------------------

/** The caller's tenant's categories, by name, with their German names. */
export function listCategories(db: Database, tenantId: string) {
  return db
    .select({ id: categories.id, name: categories.name, nameDe: categories.nameDe })
    .from(categories)
    .where(eq(categories.tenantId, tenantId))
    .orderBy(asc(categories.name), asc(categories.id));
}

/** The tenant's German category names by name (for texts made on the server, as the PDF). */
export async function germanCategoryNames(db: Database, tenantId: string): Promise<Map<string, string>> {
  const rows = await listCategories(db, tenantId);
  return new Map(rows.flatMap((c) => (c.nameDe ? [[c.name, c.nameDe] as const] : [])));
}

export async function categoryInTenant(db: Database, tenantId: string, categoryId: string): Promise<boolean> {
  const [cat] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.tenantId, tenantId)))
    .limit(1);
  return Boolean(cat);
}

/** How many of the (distinct) user ids belong to the tenant. */
export async function countUsersInTenant(db: Database, tenantId: string, userIds: string[]): Promise<number> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.tenantId, tenantId)));
  return found.length;
}

/** The content type of an attachment of the idea, or null when it has no such attachment. */
export async function attachmentContentType(db: Database, ideaId: string, attachmentId: string): Promise<string | null> {
  const [att] = await db
    .select({ contentType: ideaAttachments.contentType })
    .from(ideaAttachments)
    .where(and(eq(ideaAttachments.id, attachmentId), eq(ideaAttachments.ideaId, ideaId)))
    .limit(1);
  return att?.contentType ?? null;
}

/** A category's name for history texts (its id when it is gone). */
export async function categoryName(db: Database, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id)).limit(1);
  return row?.name ?? id;
}

/** The people an idea is shared with by name, by id. */
export async function visibleToIds(db: Database, ideaId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: ideaVisibilityPeople.userId })
    .from(ideaVisibilityPeople)
    .where(eq(ideaVisibilityPeople.ideaId, ideaId))
    .orderBy(asc(ideaVisibilityPeople.userId));
  return rows.map((r) => r.userId);
}

export async function setVisibleTo(tx: Database, ideaId: string, userIds: string[]): Promise<void> {
  await tx.delete(ideaVisibilityPeople).where(eq(ideaVisibilityPeople.ideaId, ideaId));
  const unique = [...new Set(userIds)];
  if (unique.length) await tx.insert(ideaVisibilityPeople).values(unique.map((userId) => ({ ideaId, userId })));
}

/** The submission date (submit's own part of the step; the workflow kernel sets status and version). */
export async function markSubmitted(tx: Database, ideaId: string): Promise<void> {
  await tx.update(ideas).set({ submittedAt: new Date() }).where(eq(ideas.id, ideaId));
}

export async function insertIdea(tx: Database, row: typeof ideas.$inferInsert): Promise<void> {
  await tx.insert(ideas).values(row);
}

/** Deletes the idea (its rows cascade), queues its attachment files for deletion and answers their storage keys. */
export async function deleteIdea(tx: Database, ideaId: string): Promise<string[]> {
  const files = await tx.select({ key: ideaAttachments.storageKey }).from(ideaAttachments).where(eq(ideaAttachments.ideaId, ideaId));
  await tx.delete(ideas).where(eq(ideas.id, ideaId));
  const keys = files.map((f) => f.key);
  await queueBlobDeletions(tx, keys);
  return keys;
}
