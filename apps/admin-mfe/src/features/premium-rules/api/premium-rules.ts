import { PremiumRuleSetInput, type PremiumRuleSet, type PremiumRuleSetList } from '@idea-portal/contracts';
import { ideasApi, queryOptions, useMutation, useQuery, useQueryClient } from '@idea-portal/platform';

/** The premium rules are served by the ideas service (apps/api premiums module). */
export const premiumRulesKey = ['admin', 'premium-rules'] as const;

/** GET /admin/premium-rules: every version, newest first, and the one in force today. */
export const premiumRulesQueryOptions = () =>
  queryOptions({ queryKey: premiumRulesKey, queryFn: ({ signal }) => ideasApi.get<PremiumRuleSetList>('/admin/premium-rules', { signal }) });

export function usePremiumRules() {
  return useQuery(premiumRulesQueryOptions());
}

/** POST /admin/premium-rules: a new version (400 names the field: overlapping or gappy tiers, minimum above maximum, ...). */
export function useSavePremiumRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumRuleSetInput) => ideasApi.request<PremiumRuleSet>('/admin/premium-rules', { method: 'POST', body: PremiumRuleSetInput.parse(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: premiumRulesKey }),
  });
}
