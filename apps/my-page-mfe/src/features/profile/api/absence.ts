import { AbsenceInput, type AbsenceResponse, type UserListResponse, type UserProfile } from '@idea-portal/contracts';
import { mergePeople, peopleSearchQueries } from '@idea-portal/domain';
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

/** People of the tenant for the deputy picker (GET /users; the term's rule: peopleSearchQueries, as the ideas area's people search). */
export async function searchPeople(term: string, signal?: AbortSignal): Promise<UserProfile[]> {
  const lists = await Promise.all(
    peopleSearchQueries(term).map(async (query) => (await usersApi.get<UserListResponse>('/users', { query: { pageSize: 8, ...query }, signal })).users),
  );
  return mergePeople(lists);
}
