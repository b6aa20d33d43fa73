import type { UserListResponse, UserProfile } from '@idea-portal/contracts';
import { usersApi } from '@idea-portal/platform';

/**
 * People search for pickers (GET /users on the users service): an e-mail-looking term searches
 * the e-mail; "Given Family" both names; one word given or family name (two requests, merged).
 */
export async function searchUsers(term: string, signal?: AbortSignal): Promise<UserProfile[]> {
  const q = term.trim();
  const get = (query: Record<string, string>) => usersApi.get<UserListResponse>('/users', { query: { pageSize: 10, ...query }, signal });
  let lists: UserProfile[][];
  if (q.includes('@')) lists = [(await get({ email: q })).users];
  else if (/\s/.test(q)) {
    const [given = '', ...rest] = q.split(/\s+/);
    lists = [(await get({ givenName: given, familyName: rest.join(' ') })).users];
  } else lists = (await Promise.all([get({ givenName: q }), get({ familyName: q })])).map((r) => r.users);
  const seen = new Map<string, UserProfile>();
  for (const u of lists.flat()) if (!seen.has(u.id)) seen.set(u.id, u);
  return [...seen.values()];
}

export const displayName = (u: Pick<UserProfile, 'givenName' | 'familyName'>) => `${u.givenName} ${u.familyName}`.trim();
