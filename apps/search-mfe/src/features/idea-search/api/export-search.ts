import { EXPORT_PATHS, searchQueryString, type SearchQuery } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';

/** GET /search/ideas/export with the search as it is (words, facets, dates, sort), every hit: the Export menu's target. */
export const searchExport = (query: SearchQuery) => ({ client: ideasApi, path: EXPORT_PATHS.search, what: 'search-results', query: searchQueryString(query) });
