import { http, HttpResponse, type AnyHandler } from 'msw';
import { HistoryResponse } from '@idea-portal/contracts';
import { maySeeHistory } from '@idea-portal/domain';
import { mockDb } from '../mock-db';
import { problem, type UrlOf } from './http-utils';
import { caller, findIdea, ideaNotFound } from './idea-store';
import { workflowIdea } from './workflow/case-store';

/** GET /ideas/{id}/history, newest first, for those the workflow table lets see it. */
export function createHistoryHandlers(u: UrlOf): AnyHandler[] {
  return [
    http.get(u('/ideas/:id/history'), ({ params }) => {
      const idea = findIdea(params.id);
      if (!idea) return ideaNotFound(params.id);
      if (!maySeeHistory(caller(), workflowIdea(idea))) return problem(403, 'FORBIDDEN', 'Not allowed to see the history');
      const history = mockDb.history.filter((h) => h.ideaId === params.id).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return HttpResponse.json(HistoryResponse.parse({ history }));
    }),
  ];
}
