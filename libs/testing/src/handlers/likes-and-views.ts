import { http, HttpResponse, type AnyHandler } from 'msw';
import { LikeResponse, ViewResponse } from '@idea-portal/contracts';
import { mockCurrentUser, mockDb } from '../mock-db';
import { nowIso, type UrlOf } from './http-utils';
import { findIdea, ideaNotFound } from './idea-store';

/** Like / unlike (a toggle) and the view counter (once per person and day). */
export function createLikeAndViewHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.post(u('/ideas/:id/like'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const me = mockCurrentUser();
      const list = (mockDb.likes[idea.id] ??= []);
      const liked = !list.includes(me.id);
      mockDb.likes[idea.id] = liked ? [...list, me.id] : list.filter((x) => x !== me.id);
      idea.likes = Math.max(0, idea.likes + (liked ? 1 : -1));
      return HttpResponse.json(LikeResponse.parse({ liked, likes: idea.likes }));
    }),
    http.post(u('/ideas/:id/views'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const key = `${idea.id}:${mockCurrentUser().id}:${nowIso().slice(0, 10)}`;
      const counted = !mockDb.views.includes(key);
      if (counted) {
        mockDb.views.push(key);
        idea.views += 1;
      }
      return HttpResponse.json(ViewResponse.parse({ counted, views: idea.views }));
    }),
  ];
}
