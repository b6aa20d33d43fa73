import { memo } from 'react';
import type { Idea, IdeaWorkflow } from '@idea-portal/contracts';
import { Alert, Badge, EmptyState, ErrorState, formatDate, Group, lazyComponent, loadDeferredMantine, LoadingState, Stack, Text } from '@idea-portal/ui';
import { useWorkflow, useWorkflowText } from '../../shared/workflow';
import { registerIdeasWorkflowTranslations } from '../../i18n/workflow';
import { AssessmentPanel } from '../../features/assessment/components/AssessmentPanel';
import { ReviewPanel } from '../../features/review/components/ReviewPanel';
import { ExpertOpinionsPanel } from '../../features/expert-opinions/components/ExpertOpinionsPanel';
import { ImplementationPanel } from '../../features/implementation/components/ImplementationPanel';
import { DecisionPanel } from '../../features/decision/components/DecisionPanel';
import { InquiryThread } from '../../features/inquiry/components/InquiryThread';
import { detailEn } from '../../i18n/detail.en';
import { registerIdeasPartTexts } from '../../i18n';

registerIdeasPartTexts(detailEn);

registerIdeasWorkflowTranslations();

/** The premium (issue 39): a chunk of its own, fetched after the panels (most readers see no premium). */
const PremiumPanel = lazyComponent(
  () =>
    Promise.all([
      import(/* webpackChunkName: "idea-premium" */ '../../features/premium/components/PremiumPanel'),
      loadDeferredMantine('Input', 'NumberInput', 'Table', 'Textarea'),
    ]).then(([m]) => m.PremiumPanel),
  { fallback: null },
);

/** When the current stage is due (the tenant's working days), marked when due soon or overdue. */
function StageDueNote({ due }: { due: NonNullable<IdeaWorkflow['stageDue']> }) {
  const { t, language } = useWorkflowText();
  return (
    <Group gap="xs" data-testid="stage-due">
      <Text size="sm" c="dimmed">
        {t('wf.stageDue.label', { stage: t(`wf.stageDue.stages.${due.stage}`), date: formatDate(due.dueDate, language) })}
      </Text>
      {due.dueState !== 'open' && (
        <Badge size="sm" variant="light" color={due.dueState === 'overdue' ? 'red' : 'orange'}>
          {t(`wf.stageDue.${due.dueState}`)}
        </Badge>
      )}
    </Group>
  );
}

/** Priority (markDuplicate): the action and its dialog load only for an assessor who may take it. */
const MarkDuplicateAction = lazyComponent(
  () =>
    Promise.all([import(/* webpackChunkName: "duplicates" */ '../../features/duplicates/components/MarkDuplicateAction'), loadDeferredMantine('Textarea', 'TextInput')]).then(
      ([m]) => m.MarkDuplicateAction,
    ),
  { fallback: null },
);

/** Closed as a duplicate: which earlier idea has priority (the chunk of the priority links). */
const ClosedAsDuplicateNote = lazyComponent(
  () => import(/* webpackChunkName: "duplicates" */ '../../features/duplicates/components/ClosedAsDuplicateNote').then((m) => m.ClosedAsDuplicateNote),
  { fallback: null },
);

/**
 * The process panels of an idea, in stage order (memo: showing their tab, which was rendered
 * ahead while hidden, renders nothing of them again). The workflow answer says per panel whether
 * the caller gets the form, a read-only view or nothing (the API checks the same table).
 */
export const WorkflowPanels = memo(function WorkflowPanels({ idea, workflow, onInquiry }: { idea: Idea; workflow: IdeaWorkflow; onInquiry: () => void }) {
  const { t } = useWorkflowText();
  const w = workflow;
  const started = w.assessment || w.review || w.expertOpinions.length || w.implementation || w.decision;
  // Separation of duties: the caller's role would act here, but it is their own idea.
  const ownIdea = w.withheldActions.some((a) => a.reason === 'ownIdea') && (
    <Alert color="blue" variant="light" data-testid="own-idea-note">
      {t('wf.ownIdea')}
    </Alert>
  );
  // Rejected without a final decision: closed as a duplicate (markDuplicate), perhaps before any panel began.
  const closedUndecided = w.status === 'rejected' && !w.decision;
  if (!started && !w.allowedActions.some((a) => a !== 'submit' && a !== 'answerInquiry')) {
    const empty = <EmptyState title={t('wf.empty')} />;
    const body = closedUndecided ? <ClosedAsDuplicateNote ideaId={idea.id} otherwise={empty} /> : empty;
    return ownIdea ? <Stack gap="md">{ownIdea}{body}</Stack> : body;
  }
  return (
    <Stack gap="md">
      {w.stageDue && <StageDueNote due={w.stageDue} />}
      {closedUndecided && <ClosedAsDuplicateNote ideaId={idea.id} />}
      {ownIdea}
      <AssessmentPanel workflow={workflow} onInquiry={onInquiry} />
      {w.allowedActions.includes('markDuplicate') && <MarkDuplicateAction workflow={workflow} />}
      <ReviewPanel workflow={workflow} attachments={idea.attachments}>
        <ExpertOpinionsPanel workflow={workflow} />
      </ReviewPanel>
      <ImplementationPanel workflow={workflow} />
      <DecisionPanel workflow={workflow} />
      {(w.decision || w.status === 'accepted' || w.status === 'completed' || w.status === 'rejected') && <PremiumPanel idea={idea} />}
    </Stack>
  );
});

/** The Inquiry tab's content: the question/answer thread with its loading and error states. */
export function InquiryTabContent({ ideaId, focusAsk }: { ideaId: string; focusAsk: boolean }) {
  const { t } = useWorkflowText();
  const workflow = useWorkflow(ideaId);
  if (workflow.isPending) return <LoadingState label={t('detail.processLoading')} />;
  if (workflow.isError) return <ErrorState message={t('detail.processLoadError')} onRetry={() => void workflow.refetch()} />;
  return <InquiryThread workflow={workflow.data} focusAsk={focusAsk} />;
}
