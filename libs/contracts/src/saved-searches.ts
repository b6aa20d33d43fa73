import { z } from 'zod';
import { IsoDate } from './common';
import { SEARCH_QUERY_SHAPE } from './search';
import { SAVED_SEARCH_LIMITS, type SavedSearchMessageKey } from './saved-search-messages';

/**
 * Saved ("favourite") searches per account: the search query itself (text, filters and sort),
 * a name, an explicit position, and whether new matching ideas notify the person (in the app,
 * and optionally in a daily e-mail digest). Validation messages are i18n KEYS with en/de texts
 * in `savedSearchMessages`.
 */

const msg = (key: SavedSearchMessageKey) => ({ message: key });
const objectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? 'savedSearch.unknownField' : 'savedSearch.invalid'),
};

/** The query a saved search runs: exactly the search's state (text, filters and sort). */
export const SavedSearchQuery = z.strictObject(SEARCH_QUERY_SHAPE, objectError);
export type SavedSearchQuery = z.infer<typeof SavedSearchQuery>;

const Name = z
  .string(msg('savedSearch.nameRequired'))
  .trim()
  .min(SAVED_SEARCH_LIMITS.nameMin, msg('savedSearch.nameRequired'))
  .max(SAVED_SEARCH_LIMITS.nameMax, msg('savedSearch.nameTooLong'));

export const SavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  query: SavedSearchQuery,
  /** 0-based place in the person's list. */
  position: z.number().int(),
  /** New ideas matching the query notify the person in the app. */
  subscribed: z.boolean(),
  /** … and are sent in a daily e-mail digest (only while subscribed). */
  emailDigest: z.boolean(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchListResponse = z.object({
  savedSearches: z.array(SavedSearch),
  /** How many a person may keep. */
  limit: z.number().int(),
});
export type SavedSearchListResponse = z.infer<typeof SavedSearchListResponse>;

/** POST /me/saved-searches: a new saved search goes to the end of the list. */
export const SavedSearchCreateInput = z.strictObject(
  {
    name: Name,
    query: SavedSearchQuery,
    subscribed: z.boolean().optional(),
    emailDigest: z.boolean().optional(),
  },
  objectError,
);
export type SavedSearchCreateInput = z.infer<typeof SavedSearchCreateInput>;

/** PATCH /me/saved-searches/{id}: rename, replace the query, move to a position, (un)subscribe. */
export const SavedSearchUpdateInput = z
  .strictObject(
    {
      name: Name.optional(),
      query: SavedSearchQuery.optional(),
      /** The new 0-based place; larger than the list moves it to the end. */
      position: z.number(msg('savedSearch.invalid')).int(msg('savedSearch.invalid')).min(0, msg('savedSearch.invalid')).max(10_000, msg('savedSearch.invalid')).optional(),
      subscribed: z.boolean().optional(),
      emailDigest: z.boolean().optional(),
    },
    objectError,
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), msg('savedSearch.nothingToChange'));
export type SavedSearchUpdateInput = z.infer<typeof SavedSearchUpdateInput>;

export const SavedSearchParams = z.strictObject({ id: z.string().min(1).max(64) });
