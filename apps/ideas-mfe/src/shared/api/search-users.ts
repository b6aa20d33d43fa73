import type { UserListResponse, UserProfile } from '@idea-portal/contracts';
import { mergePeople, peopleSearchQueries } from '@idea-portal/domain';
import { usersApi } from '@idea-portal/platform';

/** People search for pickers (GET /users on the users service; the term's rule: peopleSearchQueries). */
export async function searchUsers(term: string, signal?: AbortSignal): Promise<UserProfile[]> {
  const lists = await Promise.all(
    peopleSearchQueries(term).map(async (query) => (await usersApi.get<UserListResponse>('/users', { query: { pageSize: 10, ...query }, signal })).users),
  );
  return mergePeople(lists);
}

export const displayName = (u: Pick<UserProfile, 'givenName' | 'familyName'>) => `${u.givenName} ${u.familyName}`.trim();
