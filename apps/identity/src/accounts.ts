import type { SqlClient } from './sql.js';

/**
 * The slice of the API's `public.users` table the provider reads (defined here, not imported:
 * the identity app depends on no other app). user_id is the OIDC subject.
 */
export interface UserRecord {
  user_id: string;
  email: string;
  given_name: string | null;
  family_name: string | null;
  picture: string | null;
  enabled: boolean;
}

export const USERS_TABLE = 'public.users';

export async function findUser(sql: SqlClient, userId: string): Promise<UserRecord | undefined> {
  const { rows } = await sql.query<UserRecord>(
    `SELECT user_id, email, given_name, family_name, picture, enabled FROM ${USERS_TABLE} WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

/** Standard claims of a user, by scope (filtered by oidc-provider per the `claims` config). */
export function userClaims(user: UserRecord): Record<string, unknown> & { sub: string } {
  const name = [user.given_name, user.family_name].filter((s) => s && s.trim()).join(' ');
  return {
    sub: user.user_id,
    email: user.email,
    email_verified: true,
    given_name: user.given_name ?? undefined,
    family_name: user.family_name ?? undefined,
    name: name || undefined,
    // An uploaded picture is a path on the API (served with an access token), no URL for other clients.
    picture: user.picture && /^https?:\/\//i.test(user.picture) ? user.picture : undefined,
  };
}

/** The enabled account with these credentials (a password reset may go to it), if any. */
export async function findEnabledUserIdByEmail(sql: SqlClient, email: string): Promise<string | undefined> {
  const { rows } = await sql.query<{ user_id: string }>(
    `SELECT c.user_id FROM identity.credentials c JOIN ${USERS_TABLE} u ON u.user_id = c.user_id WHERE c.email = $1 AND u.enabled`,
    [email],
  );
  return rows[0]?.user_id;
}

/** The account id of these credentials (enabled or not), if any. */
export async function findUserIdByEmail(sql: SqlClient, email: string): Promise<string | undefined> {
  const { rows } = await sql.query<{ user_id: string }>(`SELECT user_id FROM identity.credentials WHERE email = $1`, [email]);
  return rows[0]?.user_id;
}
