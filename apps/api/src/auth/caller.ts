import type { AppRole } from '@idea-portal/contracts';
import { isActiveAccount } from '@idea-portal/domain';
import type { Database } from '@idea-portal/db';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { HttpError } from '../errors';
import type { CallerCache } from './caller-cache';
import type { SessionCheck } from './session-check';
import type { TokenVerifier } from './verifier';

/** The signed-in user, loaded from a verified access token. Every query is scoped by tenantId. */
export interface Caller {
  id: string;
  userId: string;
  tenantId: string;
  role: AppRole;
  organizationalUnitId: string | null;
  email: string;
  givenName: string;
  familyName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw new HttpError('UNAUTHENTICATED', 'Missing bearer access token');
  const match = /^Bearer\s+([A-Za-z0-9\-_=]+\.[A-Za-z0-9\-_=]*\.[A-Za-z0-9\-_=]*)\s*$/i.exec(header);
  const token = match?.[1];
  if (!token) throw new HttpError('UNAUTHENTICATED', 'Malformed Authorization header');
  return token;
}

/** The profile columns a request needs about its caller (plus whether the account may sign in). */
export type CallerRow = Caller & { enabled: boolean; status: string };

/** The `users` columns of a Caller, for every query that loads people as callers (requests, jobs). */
export const callerColumns = {
  id: users.id,
  userId: users.userId,
  tenantId: users.tenantId,
  role: users.role,
  organizationalUnitId: users.organizationalUnitId,
  email: users.email,
  givenName: users.givenName,
  familyName: users.familyName,
};

async function loadCaller(db: Database, subject: string): Promise<CallerRow | undefined> {
  const [user] = await db
    .select({
      ...callerColumns,
      enabled: users.enabled,
      status: users.status,
    })
    .from(users)
    .where(eq(users.userId, subject))
    .limit(1);
  return user as CallerRow | undefined;
}

/**
 * An onRequest hook: verify the token, load the profile (from `callers` when it was loaded a
 * moment ago), check X-User-Id.
 */
export function createAuthenticate(db: Database, verifier: TokenVerifier, sessionLive?: SessionCheck, callers?: CallerCache<CallerRow>) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const { subject, claims } = await verifier.verify(bearerToken(request));
    // A token bound to a provider session stops working once that session ended (sign-out).
    if (sessionLive && typeof claims.sid === 'string' && !(await sessionLive(claims.sid))) {
      throw new HttpError('UNAUTHENTICATED', 'The session of this access token has ended');
    }
    let user = callers?.get(subject);
    if (!user) {
      user = await loadCaller(db, subject);
      if (user) callers?.set(subject, user);
    }
    if (!user) throw new HttpError('UNAUTHENTICATED', 'No user profile exists for this account');
    if (!isActiveAccount(user)) throw new HttpError('UNAUTHENTICATED', 'This user account is disabled');
    // The header is a client hint only: it must name the token's own user when present.
    const claimed = request.headers['x-user-id'];
    if (claimed !== undefined) {
      const value = Array.isArray(claimed) ? claimed.join(',') : claimed;
      if (value !== user.userId && value !== user.id) throw new HttpError('FORBIDDEN', 'X-User-Id does not match the access token');
    }
    const { enabled: _e, status: _s, ...caller } = user;
    request.caller = caller;
  };
}

export function requireAdmin(request: FastifyRequest): void {
  if (request.caller.role !== 'ADMIN') throw new HttpError('FORBIDDEN', 'Administrators only');
}
