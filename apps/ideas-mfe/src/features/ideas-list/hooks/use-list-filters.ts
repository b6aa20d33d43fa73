import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@idea-portal/platform';
import { IDEA_SORTS, isIdeaStatus, type IdeaListFilters, type IdeaSortValue } from '../api/get-ideas';

/** The list filters live in the URL (?status=a,b&category=..&sort=..&q=..) so they can be linked. */
export function parseFilters(params: URLSearchParams): IdeaListFilters {
  const sort = params.get('sort');
  return {
    status: (params.get('status') ?? '').split(',').filter(isIdeaStatus),
    category: params.get('category') || null,
    sort: (IDEA_SORTS as readonly string[]).includes(sort ?? '') ? (sort as IdeaSortValue) : 'updatedAt:desc',
    q: params.get('q') ?? '',
  };
}

export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<IdeaListFilters>) => {
      const next = { ...filters, ...patch };
      const out = new URLSearchParams();
      if (next.q.trim()) out.set('q', next.q);
      if (next.status.length) out.set('status', next.status.join(','));
      if (next.category) out.set('category', next.category);
      if (next.sort !== 'updatedAt:desc') out.set('sort', next.sort);
      setParams(out, { replace: true });
    },
    [filters, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, update, clear };
}
