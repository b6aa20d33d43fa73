import { useState } from 'react';
import { Button, Divider, Group, MultiSelect, NumberInput, SegmentedControl, Input, Select, SimpleGrid, Stack, TextInput, Textarea, Title, useForm } from '@idea-portal/ui';
import { contractForm, numberInputFormat } from '@idea-portal/ui/forms';
import {
  BENEFIT_CALCULATION_TYPES,
  BENEFIT_TYPES,
  BENEFIT_VALUES,
  IMPLEMENTATION_STATUSES,
  PRIORITIES,
  RECOMMENDATIONS,
  ReviewInput,
  type Attachment,
  type IdeaWorkflow,
  type PremiumInputs,
  type Recommendation,
  type WorkflowUser,
} from '@idea-portal/contracts';
import { UserPickerField, useWorkflowText } from '../../../shared/workflow';
import { PremiumInputsFields } from './PremiumInputsFields';
import { useSubmitReview } from '../api/submit-review';

/** The form's errors below premiumInputs, by their path there. */
const premiumErrors = (errors: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(errors).flatMap(([k, v]) => (k.startsWith('premiumInputs.') && typeof v === 'string' ? [[k.slice('premiumInputs.'.length), v]] : [])));

interface Values {
  recommendation: Recommendation | '';
  comment: string;
  reason: string;
  reasoningCategory: string;
  benefitCalculationType: string | null;
  benefitType: string | null;
  benefitValue: string | null;
  firstYearNetSavings: number | string;
  additionalBenefit: string;
  implementationStatus: string | null;
  implementationHint: string;
  plannedImplementationDate: string;
  implementationPriority: string | null;
  inChargeOfImplementation: string;
  attachmentIds: string[];
  premiumInputs: PremiumInputs;
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

function initialValues(w: IdeaWorkflow): Values {
  const r = w.review;
  const i = w.implementation;
  return {
    recommendation: r?.recommendation ?? '',
    comment: r?.comment ?? '',
    reason: r?.reason ?? '',
    reasoningCategory: r?.reasoningCategory ?? '',
    benefitCalculationType: r?.benefitCalculationType ?? null,
    benefitType: r?.benefitType ?? null,
    benefitValue: r?.benefitValue ?? null,
    firstYearNetSavings: r?.firstYearNetSavings ?? '',
    additionalBenefit: r?.additionalBenefit ?? '',
    implementationStatus: i?.status ?? null,
    implementationHint: i?.hint ?? '',
    plannedImplementationDate: i?.plannedDate ?? '',
    implementationPriority: i?.priority ?? null,
    inChargeOfImplementation: i?.inCharge?.id ?? '',
    attachmentIds: r?.attachmentIds ?? [],
    premiumInputs: r?.premiumInputs ?? {},
  };
}

function toPayload(v: Values, version: number) {
  return {
    recommendation: v.recommendation || undefined,
    comment: orNull(v.comment),
    reason: orNull(v.reason),
    reasoningCategory: orNull(v.reasoningCategory),
    benefitCalculationType: v.benefitCalculationType,
    benefitType: v.benefitType,
    benefitValue: v.benefitValue,
    firstYearNetSavings: v.firstYearNetSavings === '' ? null : Number(v.firstYearNetSavings),
    additionalBenefit: orNull(v.additionalBenefit),
    implementationStatus: v.implementationStatus,
    implementationHint: orNull(v.implementationHint),
    plannedImplementationDate: v.plannedImplementationDate || null,
    implementationPriority: v.implementationPriority,
    inChargeOfImplementation: v.inChargeOfImplementation || null,
    attachmentIds: v.attachmentIds,
    ...(v.benefitCalculationType ? { premiumInputs: v.premiumInputs } : {}),
    version,
  };
}

/**
 * The review form: recommendation (reject needs a reason), benefit (calculation type, type and
 * value, first-year net savings in the tenant's currency, additional benefit), implementation
 * (status, hint, planned date, priority, person in charge) and attachments on the review.
 */
export function ReviewForm({ workflow, attachments }: { workflow: IdeaWorkflow; attachments: readonly Attachment[] }) {
  const { t, msg, lang } = useWorkflowText();
  const form = useForm<Values>({ initialValues: initialValues(workflow) });
  const { onSubmit, error: err } = contractForm(form, { schema: ReviewInput, toPayload: (values) => toPayload(values, workflow.version), nested: ['premiumInputs'], msg });
  const [inCharge, setInCharge] = useState<WorkflowUser | null>(workflow.implementation?.inCharge ?? null);
  const submit = useSubmitReview(workflow.ideaId);
  const options = <T extends string>(values: readonly T[], prefix: string) => values.map((v) => ({ value: v, label: t(String(`${prefix}.${v}`)) }));
  const recommendation = form.getValues().recommendation;

  return (
    <form
      noValidate
      aria-label={t('wf.review.title')}
      onSubmit={onSubmit((request) => submit.mutate(request))}
    >
      <Stack gap="sm">
        <Input.Wrapper label={t('wf.review.recommendation')} required error={err('recommendation')}>
          <div>
            <SegmentedControl
              mt={4}
              aria-label={t('wf.review.recommendation')}
              data={RECOMMENDATIONS.map((r) => ({ value: r, label: t(`wf.review.recommendations.${r}`) }))}
              value={recommendation}
              onChange={(v) => form.setFieldValue('recommendation', v as Recommendation)}
            />
          </div>
        </Input.Wrapper>
        {recommendation === 'reject' && (
          <Textarea label={t('wf.review.reason')} required autosize minRows={2} {...form.getInputProps('reason')} error={err('reason')} />
        )}
        <Textarea label={t('wf.review.comment')} autosize minRows={2} {...form.getInputProps('comment')} error={err('comment')} />
        <TextInput label={t('wf.review.reasoningCategory')} {...form.getInputProps('reasoningCategory')} error={err('reasoningCategory')} />

        <Divider my={4} />
        <Title order={4} size="h5">
          {t('wf.review.benefit')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('wf.review.benefitCalculationType')}
            data={options(BENEFIT_CALCULATION_TYPES, 'wf.review.calculationTypes')}
            clearable
            {...form.getInputProps('benefitCalculationType')}
          />
          <Select label={t('wf.review.benefitType')} data={options(BENEFIT_TYPES, 'wf.review.benefitTypes')} clearable {...form.getInputProps('benefitType')} />
          <Select label={t('wf.review.benefitValue')} data={options(BENEFIT_VALUES, 'wf.review.benefitValues')} clearable {...form.getInputProps('benefitValue')} />
        </SimpleGrid>
        <PremiumInputsFields
          ideaId={workflow.ideaId}
          currency={workflow.currency}
          calculationType={form.getValues().benefitCalculationType}
          value={form.getValues().premiumInputs}
          onChange={(next) => form.setFieldValue('premiumInputs', next)}
          errors={premiumErrors(form.errors)}
        />
        <NumberInput
          label={t('wf.review.firstYearNetSavings', { currency: workflow.currency })}
          min={0}
          decimalScale={2}
          {...numberInputFormat(lang)}
          suffix={` ${workflow.currency}`}
          {...form.getInputProps('firstYearNetSavings')}
          error={err('firstYearNetSavings')}
        />
        <Textarea label={t('wf.review.additionalBenefit')} autosize minRows={2} {...form.getInputProps('additionalBenefit')} />

        <Divider my={4} />
        <Title order={4} size="h5">
          {t('wf.review.implementation')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('wf.review.implementationStatus')}
            data={options(IMPLEMENTATION_STATUSES, 'wf.implementationStatuses')}
            clearable
            {...form.getInputProps('implementationStatus')}
          />
          <TextInput type="date" label={t('wf.review.plannedImplementationDate')} {...form.getInputProps('plannedImplementationDate')} error={err('plannedImplementationDate')} />
          <Select label={t('wf.review.implementationPriority')} data={options(PRIORITIES, 'wf.priorities')} clearable {...form.getInputProps('implementationPriority')} />
        </SimpleGrid>
        <Textarea label={t('wf.review.implementationHint')} autosize minRows={2} {...form.getInputProps('implementationHint')} />
        <UserPickerField
          label={t('wf.review.inCharge')}
          value={inCharge}
          onChange={(user) => {
            setInCharge(user);
            form.setFieldValue('inChargeOfImplementation', user?.id ?? '');
          }}
          chooseLabel={t('wf.review.chooseInCharge')}
          dialogTitle={t('wf.review.chooseInCharge')}
          emptyText={t('wf.nobody')}
          clearLabel={t('wf.remove')}
        />
        {attachments.length > 0 && (
          <MultiSelect
            label={t('wf.review.attachments')}
            placeholder={t('wf.review.attachmentsPlaceholder')}
            data={attachments.map((a) => ({ value: a.id, label: a.fileName }))}
            clearable
            {...form.getInputProps('attachmentIds')}
          />
        )}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={submit.isPending}>
            {t('wf.review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
