import { z } from 'zod';
import { Id, IsoDate } from './common';
import { IDEA_STATUSES } from './idea-statuses';
import { SEARCH_LIMITS, SEARCH_MATCH_FIELDS, SEARCH_SORTS, SUBMITTED_RANGES } from './search-options';

/**
 * GET /search/ideas: one search over title, problem, solution, category, tags, the submitter's
 * and contributors' names, location and organisational unit (German and English stemming,
 * accents ignored, the last word as a prefix), ranked by relevance, with facets counted over the
 * ideas the caller may see.
 */

/**
 * The state of a search: text, filters and sort. A saved search stores exactly this; the search
 * page keeps it in its URL. `category` and `unit` hold ids, `location` the location text.
 * `from`/`to` (inclusive dates) narrow the submitted date beside the `submitted` range.
 */
export const SEARCH_QUERY_SHAPE = {
  q: z.string().trim().max(SEARCH_LIMITS.qMax).optional(),
  status: z.array(z.enum(IDEA_STATUSES)).max(IDEA_STATUSES.length).optional(),
  category: z.array(z.string().max(100)).max(SEARCH_LIMITS.valuesMax).optional(),
  location: z.array(z.string().max(200)).max(SEARCH_LIMITS.valuesMax).optional(),
  unit: z.array(z.string().max(100)).max(SEARCH_LIMITS.valuesMax).optional(),
  submitted: z.enum(SUBMITTED_RANGES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
};
export const SearchQuery = z.strictObject(SEARCH_QUERY_SHAPE);
export type SearchQuery = z.infer<typeof SearchQuery>;

/** A query-string value given once (`a`) or repeated (`a&a`) as a list. */
const list = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).filter((s) => s !== ''))
    .pipe(z.array(item).max(SEARCH_LIMITS.valuesMax));

/** The query string of GET /search/ideas; lists repeat the parameter (`status=review&status=accepted`). */
export const SearchIdeasQuery = z.strictObject({
  q: SEARCH_QUERY_SHAPE.q,
  status: list(z.enum(IDEA_STATUSES)).optional(),
  category: list(z.string().max(100)).optional(),
  location: list(z.string().max(200)).optional(),
  unit: list(z.string().max(100)).optional(),
  submitted: SEARCH_QUERY_SHAPE.submitted,
  from: SEARCH_QUERY_SHAPE.from,
  to: SEARCH_QUERY_SHAPE.to,
  sort: SEARCH_QUERY_SHAPE.sort,
  /** `nextCursor` of the previous page. */
  cursor: z.string().regex(/^\d{1,5}$/, 'Invalid cursor').optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.limitMax).default(SEARCH_LIMITS.limitDefault),
});
export type SearchIdeasQuery = z.infer<typeof SearchIdeasQuery>;

/** A piece of highlighted text: `match` parts are where the query was found. */
export const HighlightPart = z.object({ text: z.string(), match: z.boolean() });
export type HighlightPart = z.infer<typeof HighlightPart>;

const Named = z.object({ id: z.string(), name: z.string() });

/** Where else than title and text a search can find an idea (its search document holds them). */
export const SearchHit = z.object({
  id: Id,
  title: z.string(),
  status: z.enum(IDEA_STATUSES),
  category: Named.nullable(),
  submitter: Named.nullable(),
  location: z.string().nullable(),
  unit: Named.nullable(),
  likes: z.number().int(),
  submittedAt: IsoDate.nullable(),
  createdAt: IsoDate,
  /** Relevance (higher is better); 0 without search text. */
  score: z.number(),
  highlights: z.object({
    /** The whole title, split at matches. */
    title: z.array(HighlightPart),
    /** A short passage of the problem or solution around the matches (or their beginning). */
    snippet: z.array(HighlightPart),
    /** The other fields a word of the query was found in, in SEARCH_MATCH_FIELDS order (none from an older API). */
    fields: z.array(z.enum(SEARCH_MATCH_FIELDS)).default([]),
  }),
});
export type SearchHit = z.infer<typeof SearchHit>;

/** One facet value with how many results it would keep (other filters applied, its own not). */
export const FacetBucket = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetBucket = z.infer<typeof FacetBucket>;

export const SearchFacets = z.object({
  status: z.array(FacetBucket),
  category: z.array(FacetBucket),
  location: z.array(FacetBucket),
  unit: z.array(FacetBucket),
  /** Always the four SUBMITTED_RANGES in order (label = value; the client translates). */
  submitted: z.array(FacetBucket),
});
export type SearchFacets = z.infer<typeof SearchFacets>;
export type FacetName = keyof SearchFacets;

export const SearchIdeasResponse = z.object({
  items: z.array(SearchHit),
  /** Results with every filter applied. */
  total: z.number().int(),
  facets: SearchFacets,
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type SearchIdeasResponse = z.infer<typeof SearchIdeasResponse>;
