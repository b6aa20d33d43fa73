import { useState, type ReactNode } from 'react';
import { Alert, Button, Divider, formatDate, Group, Stack, Text } from '@idea-portal/ui';
import type { Attachment, IdeaWorkflow, WorkflowAction } from '@idea-portal/contracts';
import { ReasonConfirmDialog, ReassignDialog, WorkflowPanelCard, WorkflowUserLine, useWorkflowText } from '../../../shared/workflow';
import { useMarkNotImplemented } from '../api/mark-not-implemented';
import { useReassignReview } from '../api/reassign-review';
import { PostponeDialog } from './PostponeDialog';
import { ReviewForm } from './ReviewForm';
import { ReviewView } from './ReviewView';

/**
 * The review: the form for whoever may review now (a decision maker may review an idea still in
 * first assessment directly: 'Review directly' opens the form), postpone, reassign the reviewer /
 * decision maker and 'Idea will not be implemented'; read-only for the other participants.
 * `children` is placed inside (the expert opinions). What is offered follows the case file's
 * allowed actions (the workflow table), never a role check of its own.
 */
export function ReviewPanel({ workflow, attachments, children }: { workflow: IdeaWorkflow; attachments: readonly Attachment[]; children?: ReactNode }) {
  const { t, msg, language } = useWorkflowText();
  const [postponing, setPostponing] = useState(false);
  const [dropping, setDropping] = useState(false);
  const [reassigning, setReassigning] = useState(false);
  const [reviewingDirectly, setReviewingDirectly] = useState(false);
  const notImplemented = useMarkNotImplemented(workflow.ideaId);
  const reassign = useReassignReview(workflow.ideaId);
  const mode = workflow.panels.review ?? 'none';
  const may = (a: WorkflowAction) => mode === 'edit' && workflow.allowedActions.includes(a);
  // In first assessment a decision maker may review directly: offered, the form opens on request.
  const offerDirect = workflow.status === 'first_assessment' && may('review');
  const canReview = may('review') && (workflow.status === 'review' || reviewingDirectly);
  // Assigning in first assessment belongs to the assessment form; here it hands the review on.
  const mayReassign = workflow.status === 'review' && may('assign');
  const hasContent = !!workflow.review || workflow.expertOpinions.length > 0;
  if (mode === 'none' || (!canReview && !offerDirect && !hasContent && !may('requestExpertOpinion') && !may('notImplemented') && !mayReassign)) return null;
  const assignee = workflow.assessment?.assignee ?? null;
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
        {offerDirect && !reviewingDirectly && (
          <Group justify="space-between" wrap="wrap" data-testid="review-directly">
            <Text size="sm" c="dimmed">
              {t('wf.review.directHint')}
            </Text>
            <Button variant="light" onClick={() => setReviewingDirectly(true)}>
              {t('wf.review.reviewDirectly')}
            </Button>
          </Group>
        )}
        {mayReassign && (
          <Group justify="space-between" wrap="nowrap" data-testid="review-assignee">
            <div>
              <Text size="sm" fw={500}>
                {t('wf.review.assignee')}
              </Text>
              <WorkflowUserLine user={assignee} fallback={t('wf.nobody')} />
            </div>
            <Button
              variant="default"
              flex="none"
              onClick={() => {
                reassign.reset();
                setReassigning(true);
              }}
            >
              {t('wf.review.reassign')}
            </Button>
          </Group>
        )}
        {canReview ? <ReviewForm workflow={workflow} attachments={attachments} /> : workflow.review ? (
          <ReviewView workflow={workflow} attachments={attachments} />
        ) : offerDirect ? null : (
          <Text size="sm" c="dimmed">
            {t('wf.review.notReviewed')}
          </Text>
        )}
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
      {mayReassign && (
        <ReassignDialog
          opened={reassigning}
          onClose={() => setReassigning(false)}
          title={t('wf.review.reassignTitle')}
          personLabel={t('wf.review.assignee')}
          chooseLabel={t('wf.review.chooseAssignee')}
          confirmLabel={t('wf.review.reassignConfirm')}
          noteLabel={t('wf.review.reassignNote')}
          current={assignee}
          loading={reassign.isPending}
          error={reassign.error}
          onConfirm={(person, note) =>
            reassign.mutate(
              { assigneeId: person.id, ...(note ? { assignmentNote: note } : {}), statusAfterAssignment: 'review', version: workflow.version },
              { onSuccess: () => setReassigning(false) },
            )
          }
        />
      )}
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
