import type { Idea } from '@idea-portal/contracts';
import { isIdeaManager, mayAnswerRevisionRequest } from '@idea-portal/domain';
import { useCurrentUser } from '@idea-portal/platform';
import { useUserFunctions } from '../api/get-user-functions';

/**
 * Whether the signed-in person may answer the idea's revision requests: the domain rule the API
 * checks (the assessment assignee, an idea manager, ADMIN). The person's functions are asked for
 * only when nothing else already decides it (the API answers 403 to anyone else in any case).
 */
export function useMayAnswerRevisionRequest(idea: Idea, needed: boolean): boolean {
  const { data: me } = useCurrentUser();
  const profile = me?.profile;
  const withoutManager = !!profile && mayAnswerRevisionRequest({ id: profile.id, role: profile.role, isIdeaManager: false }, idea);
  const named = !!profile && isIdeaManager({ id: profile.id, email: profile.email, functions: [] }, { ideaManagers: profile.tenant?.ideaManagers ?? [] });
  const functions = useUserFunctions(profile?.id, needed && !!profile && !withoutManager && !named);
  if (!profile) return false;
  const manager = isIdeaManager(
    { id: profile.id, email: profile.email, functions: functions.data?.functions ?? [] },
    { ideaManagers: profile.tenant?.ideaManagers ?? [] },
  );
  return mayAnswerRevisionRequest({ id: profile.id, role: profile.role, isIdeaManager: manager }, idea);
}
