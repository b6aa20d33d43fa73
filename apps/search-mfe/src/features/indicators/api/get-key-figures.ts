import type { KeyFiguresResponse, KeyIndicatorsQuery } from '@idea-portal/contracts';
import { ideasApi, keepPreviousData, queryOptions, searchKeys, useQuery } from '@idea-portal/platform';

/** GET /key-indicators/figures: the association's key figures (KeyFiguresResponse in @idea-portal/contracts), same filters as the indicators. */
export function getKeyFigures(filters: KeyIndicatorsQuery, signal?: AbortSignal) {
  return ideasApi.get<KeyFiguresResponse>('/key-indicators/figures', {
    signal,
    query: { from: filters.from, to: filters.to, organizationalUnitId: filters.organizationalUnitId, categoryId: filters.categoryId },
  });
}

export function useKeyFigures(filters: KeyIndicatorsQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...searchKeys.indicators, 'figures', filters] as const,
      queryFn: ({ signal }) => getKeyFigures(filters, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
