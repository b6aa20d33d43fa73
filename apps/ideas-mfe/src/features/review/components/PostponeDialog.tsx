import { Button, Group, Modal, Select, Stack, TextInput, Textarea, useForm } from '@idea-portal/ui';
import { contractForm } from '@idea-portal/ui/forms';
import { POSTPONEMENT_REASONS, PostponeInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { useWorkflowText } from '../../../shared/workflow';
import { usePostponeReview } from '../api/postpone-review';

interface Values {
  postponementReason: string | null;
  postponementDate: string;
  note: string;
}

/** Today in the browser's time zone, YYYY-MM-DD (the earliest follow-up date offered). */
function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Postpone the decision: reason category and follow-up date, today or later (the follow-up date shows in My Tasks). */
export function PostponeDialog({ workflow, opened, onClose }: { workflow: IdeaWorkflow; opened: boolean; onClose: () => void }) {
  const { t, msg } = useWorkflowText();
  const postpone = usePostponeReview(workflow.ideaId);
  const form = useForm<Values>({
    initialValues: {
      postponementReason: workflow.review?.postponementReason ?? null,
      postponementDate: workflow.review?.postponementDate ?? '',
      note: '',
    },
  });
  const { onSubmit, error: err } = contractForm(form, {
    schema: PostponeInput,
    toPayload: (v) => ({
      postponementReason: v.postponementReason ?? undefined,
      postponementDate: v.postponementDate,
      note: v.note.trim() || null,
      version: workflow.version,
    }),
    msg,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('wf.review.postponeTitle')} centered>
      <form
        noValidate
        onSubmit={onSubmit((request) => postpone.mutate(request, { onSuccess: onClose }))}
      >
        <Stack gap="sm">
          <Select
            label={t('wf.review.postponementReason')}
            required
            data-autofocus
            data={POSTPONEMENT_REASONS.map((r) => ({ value: r, label: t(`wf.review.postponementReasons.${r}`) }))}
            {...form.getInputProps('postponementReason')}
            error={err('postponementReason')}
          />
          <TextInput type="date" label={t('wf.review.postponementDate')} required min={localToday()} {...form.getInputProps('postponementDate')} error={err('postponementDate')} />
          <Textarea label={t('wf.review.postponementNote')} autosize minRows={2} {...form.getInputProps('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('wf.cancel')}
            </Button>
            <Button type="submit" loading={postpone.isPending}>
              {t('wf.review.postpone')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
