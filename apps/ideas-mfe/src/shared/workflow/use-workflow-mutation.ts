import type { IdeaWorkflow, WorkflowToastKey } from '@idea-portal/contracts';
import { notifyError, notifySuccess } from '@idea-portal/ui';
import { ideasKeys, invalidateAfterIdeaChange, useMutation, useQueryClient } from '@idea-portal/platform';
import { useWorkflowText } from './workflow-text';

export interface WorkflowMutationOptions<TInput> {
  ideaId: string;
  /** The request; every workflow write answers with the whole case. */
  request: (input: TInput) => Promise<IdeaWorkflow>;
  success: WorkflowToastKey;
  /** Error toast: message key and optional title key ('An error occurred while rejecting the idea.' / 'Failed to reject idea'). */
  errorKey?: WorkflowToastKey;
  errorTitleKey?: WorkflowToastKey;
  /** Success text picked from the answer (e.g. 'Classifications updated' vs 'Assessment saved'). */
  successFor?: (result: IdeaWorkflow, input: TInput) => WorkflowToastKey;
}

/**
 * A workflow step as a mutation: puts the answer in the cache, toasts the outcome and refreshes
 * what every remote shows of the idea (detail, history, the header task badge, notifications).
 */
export function useWorkflowMutation<TInput>({ ideaId, request, success, errorKey, errorTitleKey, successFor }: WorkflowMutationOptions<TInput>) {
  const queryClient = useQueryClient();
  const { msg, errorText } = useWorkflowText();
  return useMutation({
    mutationFn: request,
    onSuccess: async (result, input) => {
      queryClient.setQueryData(ideasKeys.workflow(ideaId), result);
      notifySuccess(msg(successFor?.(result, input) ?? success));
      await invalidateAfterIdeaChange(queryClient);
    },
    onError: (error) => {
      notifyError(errorText(error, errorKey ?? 'workflow.error.statusUpdate'), errorTitleKey ? msg(errorTitleKey) : msg('workflow.error.statusUpdateTitle'));
      // A stale version or an impossible step: show the case as it is now.
      void queryClient.invalidateQueries({ queryKey: ideasKeys.workflow(ideaId) });
    },
  });
}
