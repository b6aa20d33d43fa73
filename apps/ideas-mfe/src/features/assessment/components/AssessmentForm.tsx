import { useState } from 'react';
import { Button, ConfirmDialog, Group, MultiSelect, Radio, SegmentedControl, Stack, Textarea, Input, useForm } from '@idea-portal/ui';
import { contractForm } from '@idea-portal/ui/forms';
import { IconMessageQuestion } from '@tabler/icons-react';
import {
  CLASSIFICATIONS,
  AssessmentSaveInput,
  AssessmentSubmitInput,
  type Classification,
  type IdeaWorkflow,
  type StatusAfterAssignment,
  type WorkflowAction,
  type WorkflowUser,
} from '@idea-portal/contracts';
import { ReasonConfirmDialog, UserPickerField, useWorkflowText } from '../../../shared/workflow';
import { useSubmitAssessment } from '../api/submit-assessment';
import { useSaveAssessment } from '../api/save-assessment';
import { useRejectIdea } from '../api/reject-idea';

interface Values {
  classification: Classification[];
  validity: '' | 'valid' | 'invalid';
  invalidReason: string;
  assigneeId: string;
  assignmentNote: string;
  statusAfterAssignment: StatusAfterAssignment;
  note: string;
}

function initialValues(w: IdeaWorkflow): Values {
  const a = w.assessment;
  return {
    classification: a?.classification ?? [],
    validity: a?.isValidIdea === true ? 'valid' : a?.isValidIdea === false ? 'invalid' : '',
    invalidReason: a?.invalidReason ?? '',
    assigneeId: a?.assignee?.id ?? '',
    assignmentNote: a?.assignmentNote ?? '',
    statusAfterAssignment: a?.statusAfterAssignment ?? 'stay',
    note: a?.note ?? '',
  };
}

const orNull = (s: string) => (s.trim() ? s.trim() : null);

function toPayload(v: Values, version: number) {
  return {
    classification: v.classification,
    isValidIdea: v.validity === '' ? undefined : v.validity === 'valid',
    invalidReason: v.validity === 'invalid' ? orNull(v.invalidReason) : null,
    assigneeId: v.assigneeId || null,
    assignmentNote: orNull(v.assignmentNote),
    statusAfterAssignment: v.statusAfterAssignment,
    note: orNull(v.note),
    version,
  };
}

/** Saving needs no complete form (the classification may still be empty), only a reason when marked invalid. */
function toSavePayload(v: Values, version: number) {
  const { classification, isValidIdea, ...rest } = toPayload(v, version);
  return { ...(classification.length ? { classification } : {}), isValidIdea: isValidIdea ?? null, ...rest };
}

/** Field name in the form for a contract path. */
const FIELD = { isValidIdea: 'validity' } as const;

/**
 * The first assessment form: classification (at least one), valid / invalid (a reason when
 * invalid), assignee with the user search dialog, assignment note, status after assignment,
 * note; actions Inquiry, Save, Submit Assessment (confirmed when the idea is marked invalid: that
 * rejects it), Reject Idea (confirmed, cannot be undone).
 */
export function AssessmentForm({ workflow, onInquiry }: { workflow: IdeaWorkflow; onInquiry?: () => void }) {
  const { t, msg } = useWorkflowText();
  const ideaId = workflow.ideaId;
  const [assignee, setAssignee] = useState<WorkflowUser | null>(workflow.assessment?.assignee ?? null);
  const [rejecting, setRejecting] = useState(false);
  // An invalid idea is rejected by submitting the assessment: that waits for a confirmation.
  const [confirmInvalid, setConfirmInvalid] = useState<AssessmentSubmitInput | null>(null);
  const form = useForm<Values>({ initialValues: initialValues(workflow) });
  const { check, onSubmit, error: err } = contractForm(form, {
    schema: AssessmentSubmitInput,
    toPayload: (values) => toPayload(values, workflow.version),
    fields: FIELD,
    msg,
  });
  const submit = useSubmitAssessment(ideaId);
  const save = useSaveAssessment(ideaId);
  const reject = useRejectIdea(ideaId);
  const may = (a: WorkflowAction) => workflow.allowedActions.includes(a);
  const busy = submit.isPending || save.isPending || reject.isPending;

  const classificationOptions = CLASSIFICATIONS.map((c) => ({ value: c, label: t(`wf.classifications.${c}`) }));
  const values = form.getValues();

  return (
    <form
      noValidate
      aria-label={t('wf.assessment.title')}
      onSubmit={onSubmit((request) => (request.isValidIdea === false ? setConfirmInvalid(request) : submit.mutate(request)))}
    >
      <Stack gap="sm">
        <MultiSelect
          label={t('wf.assessment.classification')}
          placeholder={values.classification.length ? undefined : t('wf.assessment.classificationPlaceholder')}
          data={classificationOptions}
          required
          clearable
          {...form.getInputProps('classification')}
          error={err('classification')}
        />
        <Radio.Group label={t('wf.assessment.validity')} required {...form.getInputProps('validity')} error={err('validity')}>
          <Group mt={4}>
            <Radio value="valid" label={t('wf.assessment.valid')} />
            <Radio value="invalid" label={t('wf.assessment.invalid')} />
          </Group>
        </Radio.Group>
        {values.validity === 'invalid' && (
          <Textarea label={t('wf.assessment.invalidReason')} required autosize minRows={2} {...form.getInputProps('invalidReason')} error={err('invalidReason')} />
        )}
        <UserPickerField
          label={t('wf.assessment.assignee')}
          value={assignee}
          onChange={(user) => {
            setAssignee(user);
            form.setFieldValue('assigneeId', user?.id ?? '');
          }}
          chooseLabel={t('wf.assessment.chooseAssignee')}
          dialogTitle={t('wf.assessment.assigneeDialog')}
          emptyText={t('wf.nobody')}
          clearLabel={t('wf.remove')}
          error={err('assigneeId')}
        />
        <Textarea label={t('wf.assessment.assignmentNote')} autosize minRows={2} {...form.getInputProps('assignmentNote')} error={err('assignmentNote')} />
        <Input.Wrapper label={t('wf.assessment.statusAfterAssignment')}>
          <div>
            <SegmentedControl
              mt={4}
              data={[
                { value: 'stay', label: t('wf.assessment.stay') },
                { value: 'review', label: t('wf.assessment.review') },
              ]}
              {...form.getInputProps('statusAfterAssignment')}
            />
          </div>
        </Input.Wrapper>
        <Textarea label={t('wf.assessment.note')} autosize minRows={2} {...form.getInputProps('note')} error={err('note')} />
        <Group justify="space-between" mt="sm" wrap="wrap">
          <Group gap="xs">
            {may('inquiry') && onInquiry && (
              <Button variant="default" leftSection={<IconMessageQuestion size={16} aria-hidden />} onClick={onInquiry} disabled={busy}>
                {t('wf.assessment.inquiry')}
              </Button>
            )}
            {may('reject') && (
              <Button color="red" variant="light" onClick={() => setRejecting(true)} disabled={busy}>
                {t('wf.assessment.reject')}
              </Button>
            )}
          </Group>
          <Group gap="xs">
            {may('saveAssessment') && (
              <Button
                variant="default"
                loading={save.isPending}
                disabled={busy && !save.isPending}
                onClick={(event) => {
                  const request = check(event.currentTarget.form, AssessmentSaveInput, toSavePayload(form.getValues(), workflow.version));
                  if (request) save.mutate(request);
                }}
              >
                {t('wf.assessment.saveDraft')}
              </Button>
            )}
            {may('assess') && (
              <Button type="submit" loading={submit.isPending} disabled={busy && !submit.isPending}>
                {t('wf.assessment.submit')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
      <ReasonConfirmDialog
        opened={rejecting}
        title={t('wf.assessment.rejectTitle')}
        message={t('wf.assessment.rejectMessage')}
        reasonLabel={t('wf.assessment.rejectReason')}
        confirmLabel={t('wf.assessment.rejectConfirm')}
        cancelLabel={t('wf.cancel')}
        reasonRequired={msg('validation.reasonRequired')}
        loading={reject.isPending}
        onCancel={() => setRejecting(false)}
        onConfirm={(reason) => reject.mutate({ reason, version: workflow.version }, { onSuccess: () => setRejecting(false) })}
      />
      <ConfirmDialog
        opened={!!confirmInvalid}
        title={t('wf.assessment.invalidTitle')}
        message={t('wf.assessment.invalidMessage')}
        confirmLabel={t('wf.assessment.invalidConfirm')}
        cancelLabel={t('wf.cancel')}
        loading={submit.isPending}
        onCancel={() => setConfirmInvalid(null)}
        onConfirm={() => confirmInvalid && submit.mutate(confirmInvalid, { onSuccess: () => setConfirmInvalid(null) })}
      />
    </form>
  );
}
