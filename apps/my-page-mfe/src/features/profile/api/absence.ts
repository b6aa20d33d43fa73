import { AbsenceInput, type AbsenceResponse, type UserListResponse, type UserProfile } from '@idea-portal/contracts';
import { myPageKeys, usersApi, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

/** One's own absence and deputy (GET/PUT/DELETE /users/me/absence). */
export const absenceQueryKey = ['myPage', 'absence'] as const;

export function useAbsence() {
  return useQuery({ queryKey: absenceQueryKey, queryFn: ({ signal }) => usersApi.get<AbsenceResponse>('/users/me/absence', { signal }) });
}

/** Saves or ends the absence; the answer replaces the cached one, and My Tasks is fetched again. */
export function useAbsenceChange() {
  const queryClient = useQueryClient();
  const onSuccess = async (answer: AbsenceResponse) => {
    queryClient.setQueryData(absenceQueryKey, answer);
    await queryClient.invalidateQueries({ queryKey: myPageKeys.tasks });
  };
  const save = useMutation({
    mutationFn: (body: AbsenceInput) => usersApi.request<AbsenceResponse>('/users/me/absence', { method: 'PUT', body: AbsenceInput.parse(body) }),
    onSuccess,
  });
  const clear = useMutation({ mutationFn: () => usersApi.request<AbsenceResponse>('/users/me/absence', { method: 'DELETE' }), onSuccess });
  return { save, clear };
}

/**
 * People of the tenant for the deputy picker (GET /users, as the ideas area's people search): an
 * e-mail-looking term searches the e-mail, "Given Family" both names, one word either name.
 */
export async function searchPeople(term: string, signal?: AbortSignal): Promise<UserProfile[]> {
  const q = term.trim();
  const get = (query: Record<string, string>) => usersApi.get<UserListResponse>('/users', { query: { pageSize: 8, ...query }, signal });
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
