import { EXPORT_PATHS, searchQueryString, type SearchQuery } from '@idea-portal/contracts';
import { downloadExport, ideasApi, normalizeLanguage } from '@idea-portal/platform';

/** GET /search/ideas/export with the search as it is (words, facets, dates, sort): every hit, as `search-results-<date>.csv|xlsx`. */
export const exportSearch = (query: SearchQuery, format: 'csv' | 'xlsx', language: string | undefined) =>
  downloadExport(ideasApi, EXPORT_PATHS.search, searchQueryString(query), 'search-results', format, normalizeLanguage(language));
