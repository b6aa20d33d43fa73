/**
 * The saved-search contracts (zod) the requests normalise their bodies with. A chunk of its own
 * (see ../api/saved-searches.ts): it loads with the first save, not with the search page.
 */
export { SavedSearchCreateInput, SavedSearchUpdateInput } from '@idea-portal/contracts';
