import { http, HttpResponse, type AnyHandler } from 'msw';
import { problem, visibleIdea, workflowFor } from './case-store';
import { createAssessmentHandlers } from './assessment-handlers';
import { createInquiryHandlers } from './inquiry-handlers';
import { createReviewHandlers } from './review-handlers';
import { createExpertOpinionHandlers } from './expert-opinion-handlers';
import { createImplementationHandlers } from './implementation-handlers';
import { createDecisionHandlers } from './decision-handlers';

export { caseFixtures, emptyCase, workflowUser, type CaseState } from './case-fixtures';
export { workflowFor, workflowIdea } from './case-store';

/** MSW handlers of the idea workflow, one file per resource, all ruled by the libs/domain table. */
export function createWorkflowHandlers(u: (path: string) => string): AnyHandler[] {
  return [
    http.get(u('/ideas/:id/workflow'), ({ params }) => {
      const idea = visibleIdea(params.id);
      return idea ? HttpResponse.json(workflowFor(idea)) : problem(404, 'NOT_FOUND', `Idea ${String(params.id)} not found`);
    }),
    ...createAssessmentHandlers(u),
    ...createInquiryHandlers(u),
    ...createReviewHandlers(u),
    ...createExpertOpinionHandlers(u),
    ...createImplementationHandlers(u),
    ...createDecisionHandlers(u),
  ];
}
