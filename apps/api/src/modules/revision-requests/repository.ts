import type { RevisionRequest } from '@idea-portal/contracts';
import type { Database } from '@idea-portal/db';
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import { ideaRevisionRequests, users } from '../../db/schema';

export async function insertRevisionRequest(tx: Database, row: typeof ideaRevisionRequests.$inferInsert): Promise<void> {
  await tx.insert(ideaRevisionRequests).values(row);
}

const answerers = alias(users, 'answerers');

/** An idea's revision requests with their authors' names and answers, newest first. */
export async function revisionRequestsOf(db: Database, ideaId: string): Promise<RevisionRequest[]> {
  const rows = await db
    .select({
      id: ideaRevisionRequests.id,
      ideaId: ideaRevisionRequests.ideaId,
      message: ideaRevisionRequests.message,
      authorId: ideaRevisionRequests.authorId,
      givenName: users.givenName,
      familyName: users.familyName,
      createdAt: ideaRevisionRequests.createdAt,
      answer: ideaRevisionRequests.answer,
      answeredAt: ideaRevisionRequests.answeredAt,
      answererGivenName: answerers.givenName,
      answererFamilyName: answerers.familyName,
    })
    .from(ideaRevisionRequests)
    .leftJoin(users, eq(users.id, ideaRevisionRequests.authorId))
    .leftJoin(answerers, eq(answerers.id, ideaRevisionRequests.answeredBy))
    .where(eq(ideaRevisionRequests.ideaId, ideaId))
    .orderBy(desc(ideaRevisionRequests.createdAt), desc(ideaRevisionRequests.id));
  return rows.map((r) => ({
    id: r.id,
    ideaId: r.ideaId,
    message: r.message,
    authorId: r.authorId,
    authorName: r.givenName ? `${r.givenName} ${r.familyName}` : null,
    createdAt: r.createdAt.toISOString(),
    answer: r.answer,
    answeredByName: r.answererGivenName ? `${r.answererGivenName} ${r.answererFamilyName}` : null,
    answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
  }));
}
