import { http, HttpResponse, type AnyHandler } from 'msw';
import { RevisionAnswerInput, RevisionRequest, RevisionRequestInput } from '@idea-portal/contracts';
import { isIdeaManager, mayAnswerRevisionRequest } from '@idea-portal/domain';
import { mockCurrentUser, mockDb } from '../mock-db';
import { fullName } from '../fixtures/users';
import { bodyOf, newId, nowIso, problem, validation, type UrlOf } from './http-utils';
import { findIdea, ideaNotFound, mayManage, record } from './idea-store';

/**
 * GET /ideas/{id}/revision-requests (newest first, each with its answer) and POST: creators ask for
 * a change once the idea can no longer be edited.
 */
export function createRevisionRequestHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas/:id/revision-requests'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const revisionRequests = mockDb.revisionRequests
        .filter((r) => r.ideaId === idea.id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((r) => RevisionRequest.parse(r));
      return HttpResponse.json({ revisionRequests });
    }),

    http.post(u('/ideas/:id/revision-requests'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      if (!mayManage(idea)) return problem(403, 'FORBIDDEN', 'Only the creators may request a revision');
      const parsed = RevisionRequestInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      const me = mockCurrentUser();
      const rr = RevisionRequest.parse({ id: newId('rr'), ideaId: idea.id, message: parsed.data.message, authorId: me.id, authorName: fullName(me), createdAt: nowIso(), answer: null, answeredByName: null, answeredAt: null });
      mockDb.revisionRequests.push(rr);
      record(idea, 'idea', 'revisionRequest', null, parsed.data.message);
      return HttpResponse.json(rr, { status: 201 });
    }),

    http.post(u('/ideas/:id/revision-requests/:requestId/answer'), async ({ params, request }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      const me = mockCurrentUser();
      const manager = isIdeaManager({ id: me.id, email: me.email, functions: mockDb.userFunctions[me.id] ?? [] }, { ideaManagers: mockDb.tenants[0]?.ideaManagers ?? [] });
      if (!mayAnswerRevisionRequest({ id: me.id, role: me.role, isIdeaManager: manager }, idea)) {
        return problem(403, 'FORBIDDEN', 'Only the assessor, an idea manager or an administrator may answer a revision request');
      }
      const rr = mockDb.revisionRequests.find((r) => r.id === params.requestId && r.ideaId === idea.id);
      if (!rr) return problem(404, 'NOT_FOUND', 'No such revision request on this idea');
      if (rr.answeredAt !== null) return problem(409, 'CONFLICT', 'The revision request was already answered');
      const parsed = RevisionAnswerInput.safeParse(await bodyOf(request));
      if (!parsed.success) return validation(parsed.error.issues);
      Object.assign(rr, { answer: parsed.data.message, answeredByName: fullName(me), answeredAt: nowIso() });
      record(idea, 'idea', 'revisionAnswer', rr.message, parsed.data.message);
      return HttpResponse.json(RevisionRequest.parse(rr));
    }),
  ];
}
