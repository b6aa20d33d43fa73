/**
 * Signed in right after registering: when the mailed code confirms a registration, the browser
 * that entered it gets a one-time ticket (an HttpOnly cookie scoped to /interaction, a few
 * minutes long). The next sign-in interaction of that browser redeems it and finishes the login
 * with the new account instead of showing the sign-in form. Only the hash is stored; a ticket
 * works once. A ticket lives in the confirming browser only, so a registration link with someone
 * else's interaction in it signs nobody else in.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { SqlClient } from './sql.js';

export const SIGNUP_TICKET_COOKIE = 'idp_signup';
export const SIGNUP_TICKET_TTL_SECONDS = 10 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new ticket for the account; returns the secret for the cookie. */
export async function issueSignupTicket(sql: SqlClient, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql.query(
    `INSERT INTO identity.signup_tickets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3::int))`,
    [hashOf(token), userId, SIGNUP_TICKET_TTL_SECONDS],
  );
  return token;
}

/** The account of a ticket (the cookie's value), consuming it (single use, also under concurrent requests); undefined unless valid. */
export async function redeemSignupTicket(sql: SqlClient, token: string): Promise<string | undefined> {
  if (token.length > 100) return undefined;
  const { rows } = await sql.query<{ user_id: string; live: boolean }>(
    `DELETE FROM identity.signup_tickets WHERE token_hash = $1 RETURNING user_id, expires_at > now() AS live`,
    [hashOf(token)],
  );
  return rows[0]?.live ? rows[0].user_id : undefined;
}

/** The Set-Cookie value: the ticket, or (value null) its removal. */
export function signupTicketCookie(value: string | null, secure: boolean): string {
  const attrs = [
    `${SIGNUP_TICKET_COOKIE}=${value ? encodeURIComponent(value) : ''}`,
    'Path=/interaction',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${value ? SIGNUP_TICKET_TTL_SECONDS : 0}`,
  ];
  if (secure) attrs.push('Secure');
  return attrs.join('; ');
}

/** Adds a Set-Cookie header next to the ones already on the response (oidc-provider sets its own). */
export function appendCookie(res: ServerResponse, cookie: string): void {
  const prev = res.getHeader('set-cookie');
  res.setHeader('set-cookie', [...(Array.isArray(prev) ? prev : prev ? [String(prev)] : []), cookie]);
}
