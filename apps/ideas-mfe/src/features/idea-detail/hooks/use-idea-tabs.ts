import { useMemo } from 'react';
import type { Idea, PanelMode, WorkflowPanel } from '@idea-portal/contracts';
import { permissionsFor, roleForIdea, type Permission } from '@idea-portal/domain';
import { useCurrentUser } from '@idea-portal/platform';

export type IdeaTab = 'details' | 'process' | 'inquiry' | 'history';

/**
 * Which tabs the caller sees: their role for this idea decides the permissions;
 * a read-only variant is enough to see a tab. Viewers see the details only.
 */
export function visibleTabs(permissions: readonly Permission[]): IdeaTab[] {
  const tabs: IdeaTab[] = [];
  if (permissions.includes('IDEA_DETAILS')) tabs.push('details');
  if (permissions.includes('IDEA_INQUIRY')) tabs.push('inquiry');
  if (permissions.includes('IDEA_HISTORY') || permissions.includes('IDEA_HISTORY_READ_ONLY')) tabs.push('history');
  return tabs.length ? tabs : ['details'];
}

/**
 * The tabs for the caller. Once the idea's workflow is loaded its panel modes decide (the same
 * table the API checks, including functions such as an asked expert); until then the role does.
 */
export function useIdeaTabs(idea: Idea | undefined, panels?: Partial<Record<WorkflowPanel, PanelMode>>) {
  const { data: me } = useCurrentUser();
  return useMemo(() => {
    if (!idea || !me) return { tabs: ['details'] as IdeaTab[], role: 'VIEWERS' as const };
    if (panels) {
      const role = roleForIdea({ id: me.profile.id, role: me.profile.role }, idea);
      const tabs: IdeaTab[] = ['details'];
      // The process panels (assessment, review with expert opinions, implementation, decision).
      if (idea.status !== 'draft' && (['assessment', 'review', 'implementation', 'finalDecision'] as const).some((p) => (panels[p] ?? 'none') !== 'none')) tabs.push('process');
      if ((panels.inquiry ?? 'none') !== 'none') tabs.push('inquiry');
      if ((panels.history ?? 'none') !== 'none') tabs.push('history');
      return { tabs, role };
    }
    const role = roleForIdea({ id: me.profile.id, role: me.profile.role }, idea);
    return { tabs: visibleTabs(permissionsFor(role)), role };
  }, [idea, me, panels]);
}
