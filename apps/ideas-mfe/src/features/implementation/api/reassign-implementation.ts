import { type IdeaWorkflow, ImplementationUpdateInput } from '@idea-portal/contracts';
import { useWorkflowMutation } from '../../../shared/workflow';
import { updateImplementation } from './update-implementation';

/** PATCH /ideas/{id}/implementation with only the person in charge: hands the implementation to someone else. */
export const useReassignImplementation = (ideaId: string) =>
  useWorkflowMutation({
    ideaId,
    request: (input: Pick<ImplementationUpdateInput, 'inChargeOfImplementation' | 'version'>): Promise<IdeaWorkflow> => updateImplementation(ideaId, input),
    success: 'workflow.success.implementationUpdated',
  });
