import { useState } from 'react';
import { Button, Group, Input } from '@idea-portal/ui';
import { IconUserSearch, IconX } from '@tabler/icons-react';
import type { UserProfile, WorkflowUser } from '@idea-portal/contracts';
import { UserSearchDialogLoader } from '../components/UserSearchDialogLoader';
import { WorkflowUserLine } from './WorkflowUserLine';

/** A user profile as the workflow shows people. */
export const toWorkflowUser = (u: UserProfile): WorkflowUser => ({
  id: u.id,
  name: `${u.givenName} ${u.familyName}`.trim(),
  email: u.email,
  department: u.organizationalUnit?.name ?? null,
  picture: u.picture,
});

export interface UserPickerFieldProps {
  label: string;
  value: WorkflowUser | null;
  onChange: (user: WorkflowUser | null) => void;
  chooseLabel: string;
  dialogTitle: string;
  emptyText: string;
  clearLabel: string;
  error?: string;
  disabled?: boolean;
}

/** One person, chosen in the user search dialog (keyboard: the button opens it, Enter picks). */
export function UserPickerField({ label, value, onChange, chooseLabel, dialogTitle, emptyText, clearLabel, error, disabled }: UserPickerFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <Input.Wrapper label={label} error={error}>
      <Group justify="space-between" wrap="nowrap" mt={4} data-error={error ? 'true' : undefined}>
        <WorkflowUserLine user={value} fallback={emptyText} details />
        <Group gap="xs" wrap="nowrap">
          {value && !disabled && (
            <Button variant="subtle" color="gray" size="xs" onClick={() => onChange(null)} leftSection={<IconX size={14} aria-hidden />}>
              {clearLabel}
            </Button>
          )}
          <Button
            variant="light"
            size="xs"
            disabled={disabled}
            onClick={() => setOpen(true)}
            leftSection={<IconUserSearch size={14} aria-hidden />}
            aria-invalid={error ? true : undefined}
          >
            {chooseLabel}
          </Button>
        </Group>
      </Group>
      <UserSearchDialogLoader
        opened={open}
        onClose={() => setOpen(false)}
        title={dialogTitle}
        excludeIds={value ? [value.id] : []}
        onSelect={(user) => {
          onChange(toWorkflowUser(user));
          setOpen(false);
        }}
      />
    </Input.Wrapper>
  );
}
