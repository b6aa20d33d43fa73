import type { Assessment } from '@idea-portal/contracts';
import { formatDate, Badge, Group, Stack } from '@idea-portal/ui';
import { Fact, WorkflowUserLine, useWorkflowText } from '../../../shared/workflow';

/** The first assessment, read-only. */
export function AssessmentView({ assessment }: { assessment: Assessment }) {
  const { t, language } = useWorkflowText();
  const a = assessment;
  return (
    <Stack gap="xs">
      <Fact label={t('wf.assessment.classification')}>
        {a.classification.length ? (
          <Group gap={4} justify="flex-end">
            {a.classification.map((c) => (
              <Badge key={c} variant="light" size="sm">
                {t(`wf.classifications.${c}`)}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Fact>
      <Fact label={t('wf.assessment.validity')}>
        {a.isValidIdea === null ? null : a.isValidIdea ? t('wf.assessment.valid') : t('wf.assessment.invalid')}
      </Fact>
      {a.isValidIdea === false && <Fact label={t('wf.assessment.invalidReason')}>{a.invalidReason}</Fact>}
      <Fact label={t('wf.assessment.assignee')}>
        <WorkflowUserLine user={a.assignee} fallback={t('wf.nobody')} />
      </Fact>
      <Fact label={t('wf.assessment.assignmentNote')}>{a.assignmentNote}</Fact>
      <Fact label={t('wf.assessment.statusAfterAssignment')}>
        {a.statusAfterAssignment ? t(a.statusAfterAssignment === 'stay' ? 'wf.assessment.stay' : 'wf.assessment.review') : null}
      </Fact>
      <Fact label={t('wf.assessment.note')}>{a.note}</Fact>
      <Fact label={t('wf.assessment.assessor')}>{a.assessor?.name}</Fact>
      <Fact label={t('wf.assessment.completedAt')}>{a.completedAt ? formatDate(a.completedAt, language) : t('wf.assessment.notCompleted')}</Fact>
      {a.rejectReason && <Fact label={t('wf.assessment.rejectedBecause')}>{a.rejectReason}</Fact>}
    </Stack>
  );
}
