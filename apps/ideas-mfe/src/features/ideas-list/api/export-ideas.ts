import { EXPORT_PATHS } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import type { IdeaListFilters } from './get-ideas';

/** GET /ideas/export with the list's filters (every row): the Export menu's target. */
export const ideasExport = (filters: IdeaListFilters) => ({
  client: ideasApi,
  path: EXPORT_PATHS.ideas,
  what: 'ideas',
  query: {
    status: filters.status.length ? filters.status.join(',') : undefined,
    category: filters.category ?? undefined,
    sort: filters.sort,
    q: filters.q.trim() || undefined,
  },
});
