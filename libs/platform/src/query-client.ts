import { QueryClient } from '@tanstack/react-query';

/** Query defaults: no refetch on focus, no retry, fresh for 60 s. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
