import type { Database } from '@idea-portal/db';
import { and, eq } from 'drizzle-orm';
import { ideaContributors, users } from '../../db/schema';

export interface PersonName {
  id: string;
  givenName: string;
  familyName: string;
}

/** A user of the tenant with their name, or undefined. */
export async function findTenantUser(db: Database, tenantId: string, userId: string): Promise<PersonName | undefined> {
  const [user] = await db
    .select({ id: users.id, givenName: users.givenName, familyName: users.familyName })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return user;
}

/** A user's name by id (any tenant: the contributor row was already checked), or undefined. */
export async function findUserName(db: Database, userId: string): Promise<PersonName | undefined> {
  const [user] = await db.select({ id: users.id, givenName: users.givenName, familyName: users.familyName }).from(users).where(eq(users.id, userId)).limit(1);
  return user;
}

export async function addContributor(tx: Database, ideaId: string, userId: string): Promise<void> {
  await tx.insert(ideaContributors).values({ ideaId, userId });
}

export async function removeContributor(tx: Database, ideaId: string, userId: string): Promise<void> {
  await tx.delete(ideaContributors).where(and(eq(ideaContributors.ideaId, ideaId), eq(ideaContributors.userId, userId)));
}
