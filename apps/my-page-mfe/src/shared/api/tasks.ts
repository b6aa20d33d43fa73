import type { TaskListResponse } from '@idea-portal/contracts';
import { ideasApi, myPageKeys, queryOptions, useQuery } from '@idea-portal/platform';

/** GET /tasks: the caller's open workflow tasks, most recently updated first. */
export const tasksQueryOptions = () =>
  queryOptions({
    queryKey: myPageKeys.tasks,
    queryFn: ({ signal }) => ideasApi.get<TaskListResponse>('/tasks', { signal }),
  });

export function useTasks() {
  return useQuery(tasksQueryOptions());
}
