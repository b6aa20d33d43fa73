import { type IdeaWorkflow, ImplementationUpdateInput } from '@idea-portal/contracts';
import { ideasApi } from '@idea-portal/platform';
import { useWorkflowMutation, workflowPath } from '../../../shared/workflow';

/** PATCH /ideas/{id}/implementation: status, hint, planned date, priority, person in charge. */
export const updateImplementation = (ideaId: string, input: ImplementationUpdateInput) =>
  ideasApi.request<IdeaWorkflow>(workflowPath(ideaId, '/implementation'), { method: 'PATCH', body: ImplementationUpdateInput.parse(input) });

export const useUpdateImplementation = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: ImplementationUpdateInput) => updateImplementation(ideaId, input),
    success: 'workflow.success.implementationUpdated',
  });
