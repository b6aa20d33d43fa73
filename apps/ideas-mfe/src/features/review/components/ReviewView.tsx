import type { Attachment, IdeaWorkflow } from '@idea-portal/contracts';
import { formatDate, Stack } from '@idea-portal/ui';
import { Fact, WorkflowUserLine, useWorkflowText } from '../../../shared/workflow';

/** The review, read-only (the review text is visible to all process participants). */
export function ReviewView({ workflow, attachments }: { workflow: IdeaWorkflow; attachments: readonly Attachment[] }) {
  const { t, language } = useWorkflowText();
  const r = workflow.review;
  if (!r) return null;
  const i = workflow.implementation;
  const money = (n: number | null) =>
    n === null ? null : new Intl.NumberFormat(language, { style: 'currency', currency: workflow.currency, maximumFractionDigits: 2 }).format(n);
  const files = r.attachmentIds.map((id) => attachments.find((a) => a.id === id)?.fileName).filter(Boolean);
  return (
    <Stack gap="xs">
      <Fact label={t('wf.review.recommendation')}>{r.recommendation ? t(`wf.review.recommendations.${r.recommendation}`) : null}</Fact>
      {r.reason && <Fact label={t('wf.review.reason')}>{r.reason}</Fact>}
      <Fact label={t('wf.review.comment')}>{r.comment}</Fact>
      <Fact label={t('wf.review.reasoningCategory')}>{r.reasoningCategory}</Fact>
      <Fact label={t('wf.review.benefitCalculationType')}>{r.benefitCalculationType ? t(`wf.review.calculationTypes.${r.benefitCalculationType}`) : null}</Fact>
      <Fact label={t('wf.review.benefitType')}>{r.benefitType ? t(`wf.review.benefitTypes.${r.benefitType}`) : null}</Fact>
      <Fact label={t('wf.review.benefitValue')}>{r.benefitValue ? t(`wf.review.benefitValues.${r.benefitValue}`) : null}</Fact>
      <Fact label={t('wf.review.firstYearNetSavings', { currency: workflow.currency })}>{money(r.firstYearNetSavings)}</Fact>
      <Fact label={t('wf.review.additionalBenefit')}>{r.additionalBenefit}</Fact>
      {i && (
        <>
          <Fact label={t('wf.review.implementationPriority')}>{i.priority ? t(`wf.priorities.${i.priority}`) : null}</Fact>
          <Fact label={t('wf.review.inCharge')}>{i.inCharge ? <WorkflowUserLine user={i.inCharge} fallback={t('wf.nobody')} /> : null}</Fact>
        </>
      )}
      {files.length > 0 && <Fact label={t('wf.review.attachments')}>{files.join(', ')}</Fact>}
      {r.notImplementedReason && <Fact label={t('wf.review.notImplementedBecause')}>{r.notImplementedReason}</Fact>}
      <Fact label={t('wf.review.reviewer')}>{r.reviewer?.name}</Fact>
      <Fact label={t('wf.review.reviewedAt')}>{r.reviewedAt ? formatDate(r.reviewedAt, language) : null}</Fact>
    </Stack>
  );
}
