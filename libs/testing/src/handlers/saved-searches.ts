import { http, HttpResponse, type AnyHandler } from 'msw';
import { SAVED_SEARCH_LIMITS, SavedSearchCreateInput, SavedSearchUpdateInput, type SavedSearch } from '@idea-portal/contracts';
import { mockCurrentUser, mockDb } from '../mock-db';
import { problem, type UrlOf } from './http-utils';

const invalid = (issues: { path: PropertyKey[]; message: string }[]) =>
  problem(400, 'VALIDATION_FAILED', 'Invalid body', issues.map((i) => ({ path: ['body', ...i.path.map(String)].join('.'), message: i.message })));

/** The signed-in person's list (created on first use). */
function listOf(): SavedSearch[] {
  const id = mockCurrentUser().id;
  return (mockDb.savedSearches[id] ??= []);
}

const renumber = (list: SavedSearch[]) => list.forEach((s, i) => (s.position = i));
const nameTaken = (list: SavedSearch[], name: string, except?: string) => list.some((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase());

/** /me/saved-searches as the API answers it: per person, limits, unique names, explicit positions. */
export function createSavedSearchHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/me/saved-searches'), () => HttpResponse.json({ savedSearches: listOf(), limit: SAVED_SEARCH_LIMITS.perUser })),
    http.post(u('/me/saved-searches'), async ({ request }) => {
      const parsed = SavedSearchCreateInput.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const list = listOf();
      if (list.length >= SAVED_SEARCH_LIMITS.perUser) return problem(409, 'SAVED_SEARCH_LIMIT', 'Too many saved searches');
      if (nameTaken(list, parsed.data.name)) return problem(409, 'SAVED_SEARCH_NAME_TAKEN', 'Name taken');
      const now = new Date().toISOString();
      const subscribed = parsed.data.subscribed ?? false;
      const item: SavedSearch = {
        id: `ss-${Math.random().toString(36).slice(2, 10)}`,
        name: parsed.data.name,
        query: parsed.data.query,
        position: list.length,
        subscribed,
        emailDigest: subscribed && (parsed.data.emailDigest ?? false),
        createdAt: now,
        updatedAt: now,
      };
      list.push(item);
      return HttpResponse.json(item, { status: 201 });
    }),
    http.patch(u('/me/saved-searches/:id'), async ({ request, params }) => {
      const parsed = SavedSearchUpdateInput.safeParse(await request.json());
      if (!parsed.success) return invalid(parsed.error.issues);
      const list = listOf();
      const item = list.find((s) => s.id === params.id);
      if (!item) return problem(404, 'NOT_FOUND', 'Saved search not found');
      const body = parsed.data;
      if (body.name !== undefined && nameTaken(list, body.name, item.id)) return problem(409, 'SAVED_SEARCH_NAME_TAKEN', 'Name taken');
      if (body.position !== undefined) {
        list.splice(list.indexOf(item), 1);
        list.splice(Math.min(body.position, list.length), 0, item);
        renumber(list);
      }
      if (body.name !== undefined) item.name = body.name;
      if (body.query !== undefined) item.query = body.query;
      item.subscribed = body.subscribed ?? item.subscribed;
      item.emailDigest = item.subscribed && (body.emailDigest ?? item.emailDigest);
      item.updatedAt = new Date().toISOString();
      return HttpResponse.json(item);
    }),
    http.delete(u('/me/saved-searches/:id'), ({ params }) => {
      const list = listOf();
      const index = list.findIndex((s) => s.id === params.id);
      if (index < 0) return problem(404, 'NOT_FOUND', 'Saved search not found');
      list.splice(index, 1);
      renumber(list);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
