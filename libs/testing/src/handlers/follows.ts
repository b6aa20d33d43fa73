import { http, HttpResponse, type AnyHandler } from 'msw';
import { FollowResponse, FollowingIdeasResponse, type Idea } from '@idea-portal/contracts';
import { mockCurrentUser, mockDb } from '../mock-db';
import { toSummary } from '../fixtures/ideas';
import { findIdea, ideaNotFound } from './idea-store';
import type { UrlOf } from './http-utils';

/** Following ideas: follow, unfollow and the list of followed ideas. */
export function createFollowHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/users/:id/following-ideas'), ({ params }) => {
      const ids = mockDb.follows[String(params.id)] ?? [];
      const ideas = ids.map((id) => mockDb.ideas.find((i) => i.id === id)).filter((i): i is Idea => !!i);
      return HttpResponse.json(FollowingIdeasResponse.parse(ideas.map(toSummary)));
    }),
    http.put(u('/ideas/:id/follow'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const me = mockCurrentUser();
      const list = (mockDb.follows[me.id] ??= []);
      if (!list.includes(idea.id)) list.push(idea.id);
      return HttpResponse.json(FollowResponse.parse({ following: true }));
    }),
    http.delete(u('/ideas/:id/follow'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const me = mockCurrentUser();
      mockDb.follows[me.id] = (mockDb.follows[me.id] ?? []).filter((x) => x !== idea.id);
      return HttpResponse.json(FollowResponse.parse({ following: false }));
    }),
  ];
}
