import { useState, type ReactNode } from 'react';
import { Alert, Button, Divider, formatDate, Group, Stack, Text } from '@idea-portal/ui';
import type { Attachment, IdeaWorkflow } from '@idea-portal/contracts';
import { ReasonConfirmDialog, WorkflowPanelCard, useWorkflowText } from '../../../shared/workflow';
import { useMarkNotImplemented } from '../api/mark-not-implemented';
import { PostponeDialog } from './PostponeDialog';
import { ReviewForm } from './ReviewForm';
import { ReviewView } from './ReviewView';

/**
 * The review: the form for whoever may review now (a decision maker may review an idea still in
 * first assessment directly), postpone and 'Idea will not be implemented'; read-only for the
 * other participants. `children` is placed inside (the expert opinions).
 */
export function ReviewPanel({ workflow, attachments, children }: { workflow: IdeaWorkflow; attachments: readonly Attachment[]; children?: ReactNode }) {
  const { t, msg, language } = useWorkflowText();
  const [postponing, setPostponing] = useState(false);
  const [dropping, setDropping] = useState(false);
  const notImplemented = useMarkNotImplemented(workflow.ideaId);
  const mode = workflow.panels.review ?? 'none';
  const may = (a: string) => mode === 'edit' && workflow.allowedActions.includes(a as never);
  // In first assessment the review form is offered only once the idea is assigned for review or reviewed directly.
  const canReview = may('review') && (workflow.status === 'review' || !workflow.allowedActions.includes('assess'));
  const hasContent = !!workflow.review || workflow.expertOpinions.length > 0;
  if (mode === 'none' || (!canReview && !hasContent && !may('requestExpertOpinion') && !may('notImplemented'))) return null;
  return (
    <WorkflowPanelCard id="review" title={t('wf.review.title')}>
      <Stack gap="md">
        {workflow.review?.isPostponed && workflow.review.postponementDate && (
          <Alert color="yellow" role="status" data-testid="postponed-notice">
            {t('wf.review.postponedBecause', {
              date: formatDate(workflow.review.postponementDate, language),
              reason: workflow.review.postponementReason ? t(`wf.review.postponementReasons.${workflow.review.postponementReason}`) : '',
            })}
          </Alert>
        )}
        {canReview ? <ReviewForm workflow={workflow} attachments={attachments} /> : workflow.review ? <ReviewView workflow={workflow} attachments={attachments} /> : <Text size="sm" c="dimmed">{t('wf.review.notReviewed')}</Text>}
        {(may('postpone') || may('notImplemented')) && (
          <Group gap="xs" justify="flex-end">
            {may('postpone') && (
              <Button variant="default" onClick={() => setPostponing(true)}>
                {t('wf.review.postpone')}
              </Button>
            )}
            {may('notImplemented') && (
              <Button color="red" variant="light" onClick={() => setDropping(true)}>
                {t('wf.review.notImplemented')}
              </Button>
            )}
          </Group>
        )}
        {children && (
          <>
            <Divider />
            {children}
          </>
        )}
      </Stack>
      {may('postpone') && <PostponeDialog workflow={workflow} opened={postponing} onClose={() => setPostponing(false)} />}
      <ReasonConfirmDialog
        opened={dropping}
        title={t('wf.review.notImplementedTitle')}
        message={t('wf.review.notImplementedMessage')}
        reasonLabel={t('wf.review.notImplementedReason')}
        confirmLabel={t('wf.review.notImplementedConfirm')}
        cancelLabel={t('wf.cancel')}
        reasonRequired={msg('validation.reasonRequired')}
        loading={notImplemented.isPending}
        onCancel={() => setDropping(false)}
        onConfirm={(reason) => notImplemented.mutate({ reason, version: workflow.version }, { onSuccess: () => setDropping(false) })}
      />
    </WorkflowPanelCard>
  );
}
