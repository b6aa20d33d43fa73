import type { IdeaWorkflow, WorkflowAction } from '@idea-portal/contracts';
import { WorkflowPanelCard, useWorkflowText } from '../../../shared/workflow';
import { AssessmentForm } from './AssessmentForm';
import { AssessmentView } from './AssessmentView';

/** First assessment: the form when the caller may assess now, else the saved assessment read-only, else nothing. */
export function AssessmentPanel({ workflow, onInquiry }: { workflow: IdeaWorkflow; onInquiry?: () => void }) {
  const { t } = useWorkflowText();
  const mode = workflow.panels.assessment ?? 'none';
  const canAssess = mode === 'edit' && (['assess', 'saveAssessment', 'reject'] satisfies WorkflowAction[]).some((a) => workflow.allowedActions.includes(a));
  if (mode === 'none' || (!canAssess && !workflow.assessment)) return null;
  return (
    <WorkflowPanelCard id="assessment" title={t('wf.assessment.title')}>
      {canAssess ? <AssessmentForm workflow={workflow} onInquiry={onInquiry} /> : <AssessmentView assessment={workflow.assessment!} />}
    </WorkflowPanelCard>
  );
}
