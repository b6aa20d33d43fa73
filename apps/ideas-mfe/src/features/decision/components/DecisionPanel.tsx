import { CompleteInput, DecisionInput, FINAL_DECISIONS, type IdeaWorkflow, type WorkflowAction } from '@idea-portal/contracts';
import { formatDate, Alert, Button, Group, NumberInput, SegmentedControl, Input, Stack, Table, Text, Textarea, useForm } from '@idea-portal/ui';
import { contractForm, numberInputFormat } from '@idea-portal/ui/forms';
import { Fact, WorkflowPanelCard, useWorkflowText } from '../../../shared/workflow';
import { useDecideIdea } from '../api/decide-idea';
import { useCompleteIdea } from '../api/complete-idea';
import { useConfirmCompletion } from '../api/confirm-completion';

const moneyIn = (language: string, currency: string) => (n: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 2 }).format(n);

function DecideForm({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, msg, language } = useWorkflowText();
  const decide = useDecideIdea(workflow.ideaId);
  const form = useForm<{ decision: string; reason: string; realisedSavings: number | string }>({
    initialValues: { decision: '', reason: '', realisedSavings: '' },
  });
  const { onSubmit, error: err } = contractForm(form, {
    schema: DecisionInput,
    toPayload: (v) => ({
      decision: v.decision || undefined,
      reason: v.reason,
      realisedSavings: v.realisedSavings === '' ? null : Number(v.realisedSavings),
      version: workflow.version,
    }),
    msg,
  });
  return (
    <form noValidate aria-label={t('wf.decision.title')} onSubmit={onSubmit((request) => decide.mutate(request))}>
      <Stack gap="sm">
        <Input.Wrapper label={t('wf.decision.decision')} required error={err('decision')}>
          <div>
            <SegmentedControl
              mt={4}
              aria-label={t('wf.decision.decision')}
              data={FINAL_DECISIONS.map((d) => ({ value: d, label: t(`wf.decision.decisions.${d}`) }))}
              {...form.getInputProps('decision')}
            />
          </div>
        </Input.Wrapper>
        <Textarea label={t('wf.decision.reason')} required autosize minRows={2} {...form.getInputProps('reason')} error={err('reason')} />
        <NumberInput
          label={t('wf.decision.realisedSavings', { currency: workflow.currency })}
          min={0}
          decimalScale={2}
          {...numberInputFormat(language)}
          {...form.getInputProps('realisedSavings')}
          error={err('realisedSavings')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={decide.isPending}>
            {t('wf.decision.decide')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CompleteForm({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, msg, language } = useWorkflowText();
  const complete = useCompleteIdea(workflow.ideaId);
  const form = useForm<{ realisedSavings: number | string; note: string }>({
    initialValues: { realisedSavings: workflow.decision?.realisedSavings ?? '', note: '' },
  });
  const { onSubmit, error: err } = contractForm(form, {
    schema: CompleteInput,
    toPayload: (v) => ({
      realisedSavings: v.realisedSavings === '' ? undefined : Number(v.realisedSavings),
      note: v.note.trim() || null,
      version: workflow.version,
    }),
    msg,
  });
  return (
    <form noValidate onSubmit={onSubmit((request) => complete.mutate(request))}>
      <Stack gap="sm">
        <NumberInput
          label={t('wf.decision.realisedSavings', { currency: workflow.currency })}
          required
          min={0}
          decimalScale={2}
          {...numberInputFormat(language)}
          {...form.getInputProps('realisedSavings')}
          error={err('realisedSavings')}
          description={t('wf.decision.secondPersonHint', { threshold: moneyIn(language, workflow.currency)(workflow.realisedSavingsReviewThreshold) })}
        />
        <Textarea label={t('wf.decision.completeNote')} autosize minRows={2} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button type="submit" loading={complete.isPending}>
            {t('wf.decision.complete')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A completion above the threshold waiting for a second person: who recorded it, and the
 * confirmation for anyone else who may complete (the one who recorded it reads why they may not).
 */
function PendingCompletion({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, msg, language } = useWorkflowText();
  const confirm = useConfirmCompletion(workflow.ideaId);
  const d = workflow.decision;
  if (!d?.completionRequestedBy || d.completedAt) return null;
  const mayConfirm = workflow.allowedActions.includes('confirmCompletion');
  const mine = workflow.withheldActions.some((a) => a.action === 'confirmCompletion' && a.reason === 'secondPersonRequired');
  return (
    <Alert color="yellow" variant="light" data-testid="pending-completion">
      <Stack gap="xs">
        <Text size="sm">
          {t('wf.decision.pending', { amount: d.realisedSavings === null ? '' : moneyIn(language, workflow.currency)(d.realisedSavings), name: d.completionRequestedBy.name })}
        </Text>
        {mine && <Text size="sm">{msg('workflow.error.secondPersonRequired')}</Text>}
        {mayConfirm && (
          <Group justify="flex-end">
            <Button loading={confirm.isPending} onClick={() => confirm.mutate({ version: workflow.version })}>
              {t('wf.decision.confirm')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}

/** The tariff/salary group of the creators: the API sends it only to the works council and the idea manager. */
function BonusTable({ workflow }: { workflow: IdeaWorkflow }) {
  const { t } = useWorkflowText();
  const recipients = workflow.decision?.bonusRecipients;
  if (!recipients?.length) return null;
  return (
    <Table aria-label={t('wf.decision.bonus')} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('wf.decision.bonus')}</Table.Th>
          <Table.Th>{t('wf.decision.tariffGroup')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {recipients.map((r) => (
          <Table.Tr key={r.userId}>
            <Table.Td>{r.name}</Table.Td>
            <Table.Td>{r.tariffGroup ?? t('wf.decision.noTariffGroup')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function DecisionView({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, language } = useWorkflowText();
  const d = workflow.decision!;
  const money = (n: number | null) =>
    n === null ? null : new Intl.NumberFormat(language, { style: 'currency', currency: workflow.currency, maximumFractionDigits: 2 }).format(n);
  return (
    <Stack gap="xs">
      <Fact label={t('wf.decision.decision')}>{d.decision ? t(`wf.decision.decisions.${d.decision}`) : null}</Fact>
      <Fact label={t('wf.decision.reason')}>{d.reason}</Fact>
      <Fact label={t('wf.decision.realisedSavings', { currency: workflow.currency })}>{money(d.realisedSavings)}</Fact>
      <Fact label={t('wf.decision.decidedBy')}>{d.decidedBy?.name}</Fact>
      <Fact label={t('wf.decision.decidedAt')}>{d.decidedAt ? formatDate(d.decidedAt, language) : null}</Fact>
      {d.completedAt && <Fact label={t('wf.decision.completedAt')}>{formatDate(d.completedAt, language)}</Fact>}
      {d.note && <Fact label={t('wf.decision.completeNote')}>{d.note}</Fact>}
      {d.completionRequestedBy && <Fact label={t('wf.decision.recordedBy')}>{d.completionRequestedBy.name}</Fact>}
      {d.completionConfirmedBy && <Fact label={t('wf.decision.confirmedBy')}>{d.completionConfirmedBy.name}</Fact>}
    </Stack>
  );
}

/** Final decision: accepted or rejected with a reason, then completed with the realised savings. */
export function DecisionPanel({ workflow }: { workflow: IdeaWorkflow }) {
  const { t } = useWorkflowText();
  const mode = workflow.panels.finalDecision ?? 'none';
  const may = (a: WorkflowAction) => mode === 'edit' && workflow.allowedActions.includes(a);
  if (mode === 'none' || (!may('decide') && !may('complete') && !workflow.decision)) return null;
  const pending = !!workflow.decision?.completionRequestedBy && !workflow.decision.completedAt;
  return (
    <WorkflowPanelCard id="decision" title={t('wf.decision.title')}>
      <Stack gap="md">
        {workflow.decision ? <DecisionView workflow={workflow} /> : !may('decide') && <Text size="sm" c="dimmed">{t('wf.decision.empty')}</Text>}
        {may('decide') && <DecideForm workflow={workflow} />}
        <PendingCompletion workflow={workflow} />
        {may('complete') && !pending && <CompleteForm workflow={workflow} />}
        <BonusTable workflow={workflow} />
      </Stack>
    </WorkflowPanelCard>
  );
}
