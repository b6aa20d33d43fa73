import type { KeyIndicatorsQuery, KeyIndicatorsResponse } from '@idea-portal/contracts';
import { ideasApi, keepPreviousData, queryOptions, searchKeys, useQuery } from '@idea-portal/platform';

/**
 * GET /key-indicators: the figures, counted by the API over every idea the caller may see (the
 * query's shape: KeyIndicatorsQuery; the answer's: KeyIndicatorsResponse, both in
 * @idea-portal/contracts).
 */
export function getKeyIndicators(filters: KeyIndicatorsQuery, signal?: AbortSignal) {
  return ideasApi.get<KeyIndicatorsResponse>('/key-indicators', {
    signal,
    query: { from: filters.from, to: filters.to, organizationalUnitId: filters.organizationalUnitId, categoryId: filters.categoryId },
  });
}

export const keyIndicatorsQueryOptions = (filters: KeyIndicatorsQuery) =>
  queryOptions({
    queryKey: [...searchKeys.indicators, filters] as const,
    queryFn: ({ signal }) => getKeyIndicators(filters, signal),
    // While another filter loads, the figures shown stay.
    placeholderData: keepPreviousData,
  });

export function useKeyIndicators(filters: KeyIndicatorsQuery) {
  return useQuery(keyIndicatorsQueryOptions(filters));
}
