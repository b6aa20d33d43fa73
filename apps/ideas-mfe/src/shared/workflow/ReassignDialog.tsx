import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@idea-portal/ui';
import type { WorkflowUser } from '@idea-portal/contracts';
import { ApiRequestError } from '@idea-portal/platform';
import { UserPickerField } from './UserPickerField';
import { useWorkflowText } from './workflow-text';

export interface ReassignDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Label of the person field ('Reviewer / decision maker', 'Person in charge'). */
  personLabel: string;
  chooseLabel: string;
  confirmLabel: string;
  /** Who holds the role now (preselected). */
  current: WorkflowUser | null;
  /** Label of an optional note to the new person (omitted: no note field). */
  noteLabel?: string;
  loading: boolean;
  /** The last failed request: a refusal of the person (409 ASSIGNEE_IS_CREATOR) shows at the field. */
  error: unknown;
  onConfirm: (person: WorkflowUser, note: string | null) => void;
}

/**
 * Hands a role on the idea to someone else (the reviewer / decision maker in review, the person
 * in charge of implementation): the person from the user search, optionally a note. A person who
 * submitted or contributes to the idea is refused by the API; its message shows at the field.
 */
export function ReassignDialog({ opened, onClose, title, personLabel, chooseLabel, confirmLabel, current, noteLabel, loading, error, onConfirm }: ReassignDialogProps) {
  const { t, msg } = useWorkflowText();
  const [person, setPerson] = useState<WorkflowUser | null>(current);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  // The refusal concerns the person sent: choosing someone else clears it.
  const [changedSinceError, setChangedSinceError] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setPerson(current);
    setNote('');
    setMissing(false);
  }, [opened, current]);
  useEffect(() => setChangedSinceError(false), [error]);
  const refused = !changedSinceError && error instanceof ApiRequestError && error.code === 'ASSIGNEE_IS_CREATOR';
  const fieldError = missing ? msg('validation.assigneeRequired') : refused ? msg('workflow.error.assigneeIsCreator') : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!person) {
            setMissing(true);
            return;
          }
          onConfirm(person, note.trim() || null);
        }}
      >
        <Stack gap="sm">
          <UserPickerField
            label={personLabel}
            value={person}
            onChange={(user) => {
              setPerson(user);
              setMissing(false);
              setChangedSinceError(true);
            }}
            chooseLabel={chooseLabel}
            dialogTitle={chooseLabel}
            emptyText={t('wf.nobody')}
            clearLabel={t('wf.remove')}
            error={fieldError}
          />
          {noteLabel && <Textarea label={noteLabel} autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('wf.cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
