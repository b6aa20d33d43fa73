import {
  PremiumAdjustInput,
  PremiumApproveInput,
  PremiumObjectInput,
  PremiumSharesInput,
  type IdeaPremium,
  type PremiumRuleSet,
} from '@idea-portal/contracts';
import { notifyError, notifySuccess } from '@idea-portal/ui';
import { ApiRequestError, ideasApi, invalidateAfterIdeaChange, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';
import { workflowPath } from '../workflow';

/** Query keys under 'ideas', so that every change of the idea refreshes them too. */
export const premiumKeys = {
  premium: (ideaId: string) => ['ideas', 'premium', ideaId] as const,
  rules: (ideaId: string) => ['ideas', 'premium-rules', ideaId] as const,
};

const notFoundIsNull = async <T,>(request: Promise<T>): Promise<T | null> => {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
};

/** GET /ideas/{id}/premium: null when there is none or the caller may not see it (404). */
export function usePremium(ideaId: string) {
  return useQuery({
    queryKey: premiumKeys.premium(ideaId),
    queryFn: ({ signal }) => notFoundIsNull(ideasApi.get<IdeaPremium>(workflowPath(ideaId, '/premium'), { signal })),
  });
}

/** GET /ideas/{id}/premium-rules: the rule version of the idea's submission day (null: none in force). */
export function useIdeaPremiumRules(ideaId: string) {
  return useQuery({
    queryKey: premiumKeys.rules(ideaId),
    queryFn: ({ signal }) => notFoundIsNull(ideasApi.get<PremiumRuleSet>(workflowPath(ideaId, '/premium-rules'), { signal })),
    staleTime: 5 * 60_000,
  });
}

type Step = 'adjustment' | 'approval' | 'objection' | 'shares';
const SCHEMAS = { adjustment: PremiumAdjustInput, approval: PremiumApproveInput, objection: PremiumObjectInput, shares: PremiumSharesInput } as const;

/** One premium step (POST /ideas/{id}/premium/{step}); the answer replaces the cached premium. */
export function usePremiumStep(ideaId: string, step: Step, texts: { success: string; error: (e: unknown) => string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: unknown) => ideasApi.request<IdeaPremium>(workflowPath(ideaId, `/premium/${step}`), { method: 'POST', body: SCHEMAS[step].parse(input) }),
    onSuccess: async (result) => {
      queryClient.setQueryData(premiumKeys.premium(ideaId), result);
      notifySuccess(texts.success);
      await invalidateAfterIdeaChange(queryClient);
    },
    onError: (error) => {
      notifyError(texts.error(error));
      void queryClient.invalidateQueries({ queryKey: premiumKeys.premium(ideaId) });
    },
  });
}
