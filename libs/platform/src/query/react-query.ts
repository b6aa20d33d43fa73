/**
 * The TanStack Query the portal uses, by name. Browser apps import it only from
 * @idea-portal/platform (eslint forbids value imports elsewhere), and the platform is shared once:
 * its shared chunk carries just these exports, tree-shaken, where @tanstack/react-query and its
 * query-core shared on their own are whole. The QueryClient's context lives in this one copy.
 * Using an export that is not listed here: add it to this list.
 */
export {
  infiniteQueryOptions,
  keepPreviousData,
  QueryClientProvider,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
