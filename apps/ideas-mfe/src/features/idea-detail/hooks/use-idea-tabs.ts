import { useMemo } from 'react';
import type { Idea } from '@idea-portal/contracts';
import { permissionsFor, roleForIdea, type Permission } from '@idea-portal/domain';
import { useCurrentUser } from '@idea-portal/platform';

export type IdeaTab = 'details' | 'inquiry' | 'history';

/**
 * Which tabs the caller sees (spec section 6): the per-idea role decides the permissions;
 * a read-only variant is enough to see a tab. Viewers see the details only.
 */
export function visibleTabs(permissions: readonly Permission[]): IdeaTab[] {
  const tabs: IdeaTab[] = [];
  if (permissions.includes('IDEA_DETAILS')) tabs.push('details');
  if (permissions.includes('IDEA_INQUIRY')) tabs.push('inquiry');
  if (permissions.includes('IDEA_HISTORY') || permissions.includes('IDEA_HISTORY_READ_ONLY')) tabs.push('history');
  return tabs.length ? tabs : ['details'];
}

export function useIdeaTabs(idea: Idea | undefined) {
  const { data: me } = useCurrentUser();
  return useMemo(() => {
    if (!idea || !me) return { tabs: ['details'] as IdeaTab[], role: 'VIEWERS' as const };
    const role = roleForIdea({ id: me.profile.id, role: me.profile.role }, idea);
    return { tabs: visibleTabs(permissionsFor(role)), role };
  }, [idea, me]);
}
