import type { AnyHandler } from 'msw';
import { createHealthHandlers } from './health';
import { createUserHandlers } from './users';
import { createTenantHandlers } from './tenants';
import { createCategoryHandlers } from './categories';
import { createWorkflowHandlers } from './workflow';
import { createSimilarIdeaHandlers } from './similar-ideas';
import { createIdeaHandlers } from './ideas';
import { createHistoryHandlers } from './history';
import { createRevisionRequestHandlers } from './revision-requests';
import { createAppealHandlers } from './appeals';
import { createDuplicateHandlers } from './duplicates';
import { createContributorHandlers } from './contributors';
import { createCommentHandlers } from './comments';
import { createAttachmentHandlers } from './attachments';
import { createFollowHandlers } from './follows';
import { createLikeAndViewHandlers } from './likes-and-views';
import { createPdfExportHandlers } from './pdf-export';
import { createSavedSearchHandlers } from './saved-searches';
import { createSearchHandlers } from './search';
import { createKeyIndicatorHandlers } from './key-indicators';
import { createKeyFigureHandlers } from './key-figures';
import { createTaskHandlers } from './tasks';
import { createNotificationHandlers } from './notifications';
import { createAdminHandlers } from './admin';
import { createPremiumHandlers } from './premiums';
import { createPayrollHandlers } from './payroll';
import { createAbsenceHandlers } from './absences';

export { problem } from './http-utils';
export { tasksFor } from './tasks';
export { keyFiguresFor } from './key-figures';
export { resetMockAbsences } from './absences';
export { createWorkflowHandlers, workflowFor, caseFixtures, type CaseState } from './workflow';

/** Where the mocked API lives: `http://localhost:${APP_MOCK_API_PORT || 8080}`. */
export const DEFAULT_MOCK_API_URL = 'http://localhost:8080';

/**
 * MSW handlers answering every endpoint the remotes call, one file per resource, with the
 * contracts' shapes. Queries and bodies are validated with the same strict zod schemas as the
 * API (an unknown parameter gets the API's 400 here too), and who may see or change what comes
 * from libs/domain, as in the API.
 */
export function createHandlers(baseUrl: string = DEFAULT_MOCK_API_URL): AnyHandler[] {
  const u = (path: string) => `${baseUrl.replace(/\/$/, '')}${path}`;
  return [
    ...createHealthHandlers(u),
    // /users/me/absence before /users/:id, which would take 'me' for an id.
    ...createAbsenceHandlers(u),
    ...createUserHandlers(u),
    ...createTenantHandlers(u),
    ...createCategoryHandlers(u),
    ...createSavedSearchHandlers(u),
    ...createSearchHandlers(u),
    ...createKeyIndicatorHandlers(u),
    ...createKeyFigureHandlers(u),
    // /ideas/similar before /ideas/:id, which would take "similar" for an id.
    ...createSimilarIdeaHandlers(u),
    ...createPremiumHandlers(u),
    ...createPayrollHandlers(u),
    ...createWorkflowHandlers(u),
    ...createIdeaHandlers(u),
    ...createHistoryHandlers(u),
    ...createRevisionRequestHandlers(u),
    ...createAppealHandlers(u),
    ...createDuplicateHandlers(u),
    ...createContributorHandlers(u),
    ...createCommentHandlers(u),
    ...createAttachmentHandlers(u),
    ...createFollowHandlers(u),
    ...createLikeAndViewHandlers(u),
    ...createPdfExportHandlers(u),
    ...createTaskHandlers(u),
    ...createNotificationHandlers(u),
    ...createAdminHandlers(u),
  ];
}
