import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { IdeaWorkflow, WorkflowToastKey } from '@idea-portal/contracts';
import { notifyError, notifySuccess } from '@idea-portal/platform';
import { workflowKeys } from './get-workflow';
import { useWorkflowText } from './workflow-text';

/**
 * After a workflow step: this remote's idea queries (detail, history, lists, workflow) and the
 * my-page remote's tasks and notifications (header badge and bell) refetch at once.
 */
export function invalidateAfterWorkflowStep(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['ideas'] }),
    queryClient.invalidateQueries({ queryKey: ['myPage'] }),
  ]);
}

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

/** A workflow step as a mutation: puts the answer in the cache, refreshes what it changes, toasts the outcome. */
export function useWorkflowMutation<TInput>({ ideaId, request, success, errorKey, errorTitleKey, successFor }: WorkflowMutationOptions<TInput>) {
  const queryClient = useQueryClient();
  const { msg, errorText } = useWorkflowText();
  return useMutation({
    mutationFn: request,
    onSuccess: async (result, input) => {
      queryClient.setQueryData(workflowKeys.detail(ideaId), result);
      notifySuccess(msg(successFor?.(result, input) ?? success));
      await invalidateAfterWorkflowStep(queryClient);
    },
    onError: (error) => {
      notifyError(errorText(error, errorKey ?? 'workflow.error.statusUpdate'), errorTitleKey ? msg(errorTitleKey) : msg('workflow.error.statusUpdateTitle'));
      // A stale version or an impossible step: show the case as it is now.
      void queryClient.invalidateQueries({ queryKey: workflowKeys.detail(ideaId) });
    },
  });
}
