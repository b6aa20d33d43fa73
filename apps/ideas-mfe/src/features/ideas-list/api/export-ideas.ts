import { EXPORT_PATHS } from '@idea-portal/contracts';
import { downloadExport, ideasApi, normalizeLanguage } from '@idea-portal/platform';
import type { IdeaListFilters } from './get-ideas';

/** GET /ideas/export with the list's filters: every row, as `ideas-<date>.csv|xlsx`. */
export const exportIdeas = (filters: IdeaListFilters, format: 'csv' | 'xlsx', language: string | undefined) =>
  downloadExport(
    ideasApi,
    EXPORT_PATHS.ideas,
    {
      status: filters.status.length ? filters.status.join(',') : undefined,
      category: filters.category ?? undefined,
      sort: filters.sort,
      q: filters.q.trim() || undefined,
    },
    'ideas',
    format,
    normalizeLanguage(language),
  );
