import { useCallback, useEffect, useRef, useState } from 'react';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Idea } from '@idea-portal/contracts';
import { useCurrentUser, usePageTitle, paths, ideasKeys, Link, useLocation, useParams, useSearchParams, useQueryClient } from '@idea-portal/platform';
import { ideaAccess } from '@idea-portal/domain';
import { ErrorState, LoadingState, StatusBadge, TITLE_COLOR, Anchor, Badge, Group, Stack, Tabs, Text, Title, lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { isNotFound } from '../../shared/api/idea-path';
import { useIdea } from '../../shared/api/get-idea';
import { useIdeaTabs, type IdeaTab } from '../../features/idea-detail/hooks/use-idea-tabs';
import { usePreloadWhenIdle } from '@idea-portal/ui/preload';
import { DetailsTab } from './DetailsTab';
import { IdeaIdRequired, IdeaNotFound } from '../../shared/components/IdeaNotFound';
import { IdeaActions } from '../../features/idea-detail/components/IdeaActions';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../i18n';
import { countView } from '../../features/idea-detail/api/count-view';
import { useWorkflow } from '../../shared/workflow/get-workflow';
import { detailEn } from '../../i18n/detail.en';

registerIdeasPartTexts(detailEn);

// The other tabs load their code when they are opened (the details tab is the first paint).
const workflowPanels = () =>
  Promise.all([
    import(/* webpackChunkName: "idea-workflow" */ './WorkflowPanels'),
    loadDeferredMantine('CloseButton', 'Input', 'MultiSelect', 'NumberInput', 'Radio', 'SegmentedControl', 'Select', 'Table', 'TextInput', 'Textarea', 'useForm'),
  ]).then(([m]) => m);
const WorkflowPanels = lazyComponent(() => workflowPanels().then((m) => m.WorkflowPanels));
const InquiryTabContent = lazyComponent(() => workflowPanels().then((m) => m.InquiryTabContent));
const HistoryTab = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "idea-history" */ '../../features/history/components/HistoryTab'), loadDeferredMantine('Timeline')]).then(
    ([m]) => m.HistoryTab,
  ),
);

function BackLink() {
  const { t } = useIdeasTranslation();
  return (
    <Anchor component={Link} to={paths.app.ideas.getHref()} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('common.backToIdeas')}
      </Group>
    </Anchor>
  );
}

/** Counts one view per opening of an idea page (the API counts once per user and day). */
function useCountView(ideaId: string | undefined, loaded: boolean) {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ideaId || !loaded || counted.current === ideaId) return;
    counted.current = ideaId;
    countView(ideaId)
      .then((res) => queryClient.setQueryData<Idea>(ideasKeys.detail(ideaId), (old) => (old ? { ...old, views: res.views } : old)))
      .catch(() => {
        // A view that could not be counted is not worth bothering the reader.
      });
  }, [ideaId, loaded, queryClient]);
}

/**
 * The comments of the idea in the address, asked for together with the idea instead of once the
 * idea has arrived and its details tab has rendered (one round trip fewer on a first load).
 */
/** /app/ideas/:ideaId with the tabs details / inquiry / history (?tab=...). */
export function IdeaDetailPage() {
  const { ideaId: param } = useParams();
  const ideaId = param?.trim() || undefined;
  const { t } = useIdeasTranslation();
  const idea = useIdea(ideaId);
  // The address holds the idea's id: its workflow and comments load beside it, not after it.
  const workflow = useWorkflow(ideaId);
  const { tabs } = useIdeaTabs(idea.data, workflow.data?.panels);
  const me = useCurrentUser();
  useCountView(ideaId, idea.isSuccess);
  // The other tabs' code, once the page is idle: opening a tab then waits only for its data.
  const [prerenderProcess, setPrerenderProcess] = useState(false);
  usePreloadWhenIdle(idea.isSuccess, {
    ...(tabs.includes('process') || tabs.includes('inquiry') ? { workflow: () => WorkflowPanels.preload().then(() => setPrerenderProcess(true)) } : {}),
    ...(tabs.includes('history') ? { history: HistoryTab.preload } : {}),
  });
  const [params, setParams] = useSearchParams();
  // The tab picked here shows at once; the address follows in the router's transition, which
  // renders the whole portal again (at 4x CPU about 300 ms before the tab would show). The pick
  // holds only for the address it was made at (each navigation has a key of its own).
  const location = useLocation();
  const [picked, setPicked] = useState<{ tab: IdeaTab; at: string } | null>(null);
  // The same function until the address changes: the process panels are not rendered again when their tab is shown.
  const askInquiry = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tab', 'inquiry');
          next.set('ask', '1');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  usePageTitle(idea.data?.title ?? (idea.error && isNotFound(idea.error) ? t('detail.notFoundTitle') : null));

  if (!ideaId) return <IdeaIdRequired />;
  if (idea.isPending) return <LoadingState label={t('detail.loading')} />;
  if (idea.isError) {
    if (isNotFound(idea.error)) return <IdeaNotFound ideaId={ideaId} />;
    return <ErrorState message={t('detail.error')} onRetry={() => void idea.refetch()} />;
  }
  const data = idea.data;
  const requested = picked?.at === location.key ? picked.tab : (params.get('tab') as IdeaTab | null);
  const tab: IdeaTab = requested && tabs.includes(requested) ? requested : 'details';
  const access = ideaAccess(me.data?.profile, data);
  // The process tab shows a mark when the caller has a step to take there.
  const actionable = !!workflow.data?.allowedActions.some((a) => a !== 'submit' && a !== 'answerInquiry');

  return (
    <Stack gap="md">
      <BackLink />
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="sm" align="center">
            <Title order={1} c={TITLE_COLOR}>
              {data.title}
            </Title>
            <StatusBadge status={data.status} size="lg" />
          </Group>
          <Text c="dimmed" size="sm">
            {t('detail.submittedBy', { name: data.submitterName || t('common.unknown') })}
          </Text>
        </div>
        <IdeaActions idea={data} access={access} />
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (value) setPicked({ tab: value as IdeaTab, at: location.key });
          const next = new URLSearchParams(params);
          next.delete('ask');
          if (!value || value === 'details') next.delete('tab');
          else next.set('tab', value);
          setParams(next, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {tabs.map((name) => (
            <Tabs.Tab
              key={name}
              value={name}
              rightSection={name === 'process' && actionable ? <Badge size="xs" circle color="magenta" aria-label={t('detail.processActionNeeded')}>!</Badge> : undefined}
            >
              {t(`detail.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          <DetailsTab idea={data} canManage={access.canManage} contributorEdit={workflow.data?.contributorEdit} />
        </Tabs.Panel>
        {tabs.includes('process') && (
          // Kept mounted (Mantine renders a hidden panel in React's <Activity mode="hidden">): once
          // its code is there, the panels render ahead at low priority, and showing the tab only
          // shows them (at 4x CPU about 320 ms instead of 610 ms, tools/bench/interaction-latency.ts).
          <Tabs.Panel value="process" keepMounted>
            {tab !== 'process' && !prerenderProcess ? null : workflow.isError ? (
              <ErrorState message={t('detail.processLoadError')} onRetry={() => void workflow.refetch()} />
            ) : workflow.data ? (
              <WorkflowPanels
                idea={data}
                workflow={workflow.data}
                onInquiry={askInquiry}
              />
            ) : (
              <LoadingState label={t('detail.processLoading')} />
            )}
          </Tabs.Panel>
        )}
        {tabs.includes('inquiry') && (
          <Tabs.Panel value="inquiry">
            <InquiryTabContent ideaId={data.id} focusAsk={params.get('ask') === '1'} />
          </Tabs.Panel>
        )}
        {tabs.includes('history') && (
          <Tabs.Panel value="history">
            <HistoryTab ideaId={data.id} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
