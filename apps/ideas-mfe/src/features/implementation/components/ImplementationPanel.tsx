import { useState } from 'react';
import { IMPLEMENTATION_STATUSES, ImplementationUpdateInput, PRIORITIES, type IdeaWorkflow, type WorkflowAction } from '@idea-portal/contracts';
import { formatDate, Button, ConfirmDialog, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, useForm } from '@idea-portal/ui';
import { contractForm } from '@idea-portal/ui/forms';
import { Fact, ReassignDialog, WorkflowPanelCard, WorkflowUserLine, useWorkflowText } from '../../../shared/workflow';
import { useUpdateImplementation } from '../api/update-implementation';
import { useMarkImplemented } from '../api/mark-implemented';
import { useReassignImplementation } from '../api/reassign-implementation';

interface Values {
  status: string | null;
  hint: string;
  plannedDate: string;
  priority: string | null;
}

function ImplementationForm({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, msg } = useWorkflowText();
  const i = workflow.implementation;
  const [reassigning, setReassigning] = useState(false);
  const [confirmDone, setConfirmDone] = useState(false);
  const form = useForm<Values>({ initialValues: { status: i?.status ?? null, hint: i?.hint ?? '', plannedDate: i?.plannedDate ?? '', priority: i?.priority ?? null } });
  const { onSubmit, error: err } = contractForm(form, {
    schema: ImplementationUpdateInput,
    toPayload: (v) => ({ status: v.status, hint: v.hint.trim() || null, plannedDate: v.plannedDate || null, priority: v.priority, version: workflow.version }),
    msg,
  });
  const update = useUpdateImplementation(workflow.ideaId);
  const done = useMarkImplemented(workflow.ideaId);
  const reassign = useReassignImplementation(workflow.ideaId);
  const may = (a: WorkflowAction) => workflow.allowedActions.includes(a);
  return (
    <form
      noValidate
      aria-label={t('wf.implementation.title')}
      onSubmit={onSubmit((request) => update.mutate(request))}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t('wf.implementation.status')}
            data={IMPLEMENTATION_STATUSES.map((s) => ({ value: s, label: t(`wf.implementationStatuses.${s}`) }))}
            clearable
            {...form.getInputProps('status')}
          />
          <TextInput type="date" label={t('wf.implementation.plannedDate')} {...form.getInputProps('plannedDate')} error={err('plannedDate')} />
          <Select label={t('wf.implementation.priority')} data={PRIORITIES.map((p) => ({ value: p, label: t(`wf.priorities.${p}`) }))} clearable {...form.getInputProps('priority')} />
        </SimpleGrid>
        <Textarea label={t('wf.implementation.hint')} autosize minRows={2} {...form.getInputProps('hint')} error={err('hint')} />
        <Group justify="space-between" wrap="nowrap" data-testid="implementation-in-charge">
          <div>
            <Text size="sm" fw={500}>
              {t('wf.implementation.inCharge')}
            </Text>
            <WorkflowUserLine user={i?.inCharge ?? null} fallback={t('wf.nobody')} />
          </div>
          {may('updateImplementation') && (
            <Button
              variant="default"
              flex="none"
              onClick={() => {
                reassign.reset();
                setReassigning(true);
              }}
            >
              {t('wf.implementation.reassign')}
            </Button>
          )}
        </Group>
        <Group justify="flex-end" gap="xs">
          {may('updateImplementation') && (
            <Button type="submit" variant="default" loading={update.isPending}>
              {t('wf.implementation.update')}
            </Button>
          )}
          {may('markImplemented') && (
            <Button loading={done.isPending} onClick={() => setConfirmDone(true)}>
              {t('wf.implementation.markImplemented')}
            </Button>
          )}
        </Group>
      </Stack>
      <ReassignDialog
        opened={reassigning}
        onClose={() => setReassigning(false)}
        title={t('wf.implementation.reassignTitle')}
        personLabel={t('wf.implementation.inCharge')}
        chooseLabel={t('wf.review.chooseInCharge')}
        confirmLabel={t('wf.implementation.reassignConfirm')}
        current={i?.inCharge ?? null}
        loading={reassign.isPending}
        error={reassign.error}
        onConfirm={(person) => reassign.mutate({ inChargeOfImplementation: person.id, version: workflow.version }, { onSuccess: () => setReassigning(false) })}
      />
      <ConfirmDialog
        opened={confirmDone}
        title={t('wf.implementation.markImplementedTitle')}
        message={t('wf.implementation.markImplementedMessage')}
        confirmLabel={t('wf.implementation.markImplementedConfirm')}
        cancelLabel={t('wf.cancel')}
        color="magenta"
        loading={done.isPending}
        onCancel={() => setConfirmDone(false)}
        onConfirm={() => done.mutate({ hint: form.getValues().hint.trim() || null, version: workflow.version }, { onSuccess: () => setConfirmDone(false) })}
      />
    </form>
  );
}

function ImplementationView({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, language } = useWorkflowText();
  const i = workflow.implementation!;
  return (
    <Stack gap="xs">
      <Fact label={t('wf.implementation.status')}>{i.status ? t(`wf.implementationStatuses.${i.status}`) : null}</Fact>
      <Fact label={t('wf.implementation.hint')}>{i.hint}</Fact>
      <Fact label={t('wf.implementation.plannedDate')}>{i.plannedDate ? formatDate(i.plannedDate, language) : null}</Fact>
      <Fact label={t('wf.implementation.priority')}>{i.priority ? t(`wf.priorities.${i.priority}`) : null}</Fact>
      <Fact label={t('wf.implementation.inCharge')}>
        <WorkflowUserLine user={i.inCharge} fallback={t('wf.nobody')} />
      </Fact>
      <Fact label={t('wf.implementation.implementedAt')}>{i.implementedAt ? formatDate(i.implementedAt, language) : null}</Fact>
    </Stack>
  );
}

/**
 * Implementation: the person in charge (or an evaluator) updates it, hands it to another person in
 * charge ('Reassign') and marks the idea implemented (confirmed: irreversible).
 */
export function ImplementationPanel({ workflow }: { workflow: IdeaWorkflow }) {
  const { t } = useWorkflowText();
  const mode = workflow.panels.implementation ?? 'none';
  const canEdit = mode === 'edit' && (['updateImplementation', 'markImplemented'] satisfies WorkflowAction[]).some((a) => workflow.allowedActions.includes(a));
  const started = ['implementation', 'final_decision', 'accepted', 'completed'].includes(workflow.status) || !!workflow.implementation?.implementedAt;
  if (mode === 'none' || (!canEdit && (!workflow.implementation || !started))) return null;
  return (
    <WorkflowPanelCard id="implementation" title={t('wf.implementation.title')}>
      {canEdit ? <ImplementationForm workflow={workflow} /> : <ImplementationView workflow={workflow} />}
    </WorkflowPanelCard>
  );
}
