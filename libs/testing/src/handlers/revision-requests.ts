import { http, HttpResponse, type AnyHandler } from 'msw';
import { RevisionRequest, RevisionRequestInput } from '@idea-portal/contracts';
import { mockCurrentUser, mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { bodyOf, newId, nowIso, problem, validation, type UrlOf } from './http-utils';
import { findIdea, ideaNotFound, mayManage, record } from './idea-store';

/** POST /ideas/{id}/revision-requests: creators ask for a change once the idea can no longer be edited. */
export function createRevisionRequestHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.post(u('/ideas/:id/revision-requests'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      if (!mayManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may request a revision');
      const parsed = RevisionRequestInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const me = mockCurrentUser();
      const rr = RevisionRequest.parse({ id: newId('rr'), ideaId: idea.id, message: parsed.data.message, authorId: me.id, authorName: fullName(me), createdAt: nowIso() });
      mockDb.revisionRequests.push(rr);
      record(idea, 'idea', 'revisionRequest', null, parsed.data.message);
      return HttpResponse.json(rr, { status: 201 });
    }),
  ];
}
