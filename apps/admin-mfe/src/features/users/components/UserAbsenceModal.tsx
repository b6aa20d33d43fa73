import { useState, type FormEvent } from 'react';
import { AbsenceInput, type Absence, type AdminUserRow } from '@idea-portal/contracts';
import { Alert, Button, Group, Modal, QueryState, Stack, Text, TextInput, notifyError, notifySuccess, useDebouncedValue } from '@idea-portal/ui';
import { adminErrorMessage } from '../../../shared/api/errors';
import { useAdminUsers } from '../api/admin-users';
import { useUserAbsence, useUserAbsenceChange } from '../api/user-absence';
import { useAdminTranslation } from '../../../i18n';
import { ModalActions } from '../../../shared/components/ModalActions';

type Person = { id: string; name: string };
type Errors = Partial<Record<'from' | 'to' | 'deputyId', string>>;

/** An administrator sets or ends a person's absence and deputy for them (PUT/DELETE /admin/users/{id}/absence). */
export function UserAbsenceModal({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const current = useUserAbsence(user.id);
  return (
    <Modal opened onClose={onClose} title={t('users.absence.title', { name: user.name })} centered>
      <QueryState query={current} loadingLabel={t('users.absence.loading')} errorMessage={t('users.absence.loadFailed')}>
        {(data) => <AbsenceForm user={user} current={data.absence} onClose={onClose} />}
      </QueryState>
    </Modal>
  );
}

function AbsenceForm({ user, current, onClose }: { user: AdminUserRow; current: Absence | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const { save, clear } = useUserAbsenceChange(user.id);
  const [from, setFrom] = useState(current?.from ?? '');
  const [to, setTo] = useState(current?.to ?? '');
  const [deputy, setDeputy] = useState<Person | null>(current?.deputy ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirmClear, setConfirmClear] = useState(false);
  const [term, setTerm] = useState('');
  const [search] = useDebouncedValue(term.trim(), 300);
  const found = useAdminUsers({ search: search || undefined, status: 'ACTIVE', pageSize: 10 });
  const people = search.length >= 2 ? (found.data?.users ?? []).filter((u) => u.id !== user.id) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = AbsenceInput.safeParse({ from, to, deputyId: deputy?.id ?? '' });
    const next: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= t(`users.absence.errors.${issue.message}`);
    setErrors(next);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      notifySuccess(t('users.absence.saved', { name: user.name }));
      onClose();
    } catch (error) {
      notifyError(adminErrorMessage(error, t), t('users.absence.saveFailed'));
    }
  };
  const end = async () => {
    try {
      await clear.mutateAsync();
      notifySuccess(t('users.absence.cleared', { name: user.name }));
      onClose();
    } catch (error) {
      notifyError(adminErrorMessage(error, t), t('users.absence.saveFailed'));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('users.absence.title', { name: user.name })}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('users.absence.intro')}
        </Text>
        <Group grow align="flex-start">
          <TextInput type="date" label={t('users.absence.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={errors.from} required />
          <TextInput type="date" label={t('users.absence.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} error={errors.to} required />
        </Group>
        <Text size="sm" fw={500} data-testid="admin-absence-deputy">
          {t('users.absence.deputy')}: {deputy?.name ?? t('users.absence.noDeputy')}
        </Text>
        <TextInput label={t('users.absence.searchDeputy')} value={term} onChange={(e) => setTerm(e.currentTarget.value)} error={errors.deputyId} />
        {people.length > 0 && (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {people.map((p) => (
              <Group key={p.id} component="li" justify="space-between" wrap="nowrap">
                <Text size="sm">{p.name}</Text>
                <Button size="xs" variant="light" aria-label={t('users.absence.chooseName', { name: p.name })} onClick={() => (setDeputy({ id: p.id, name: p.name }), setTerm(''))}>
                  {t('users.absence.choose')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        {confirmClear && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap="xs">
              <Text size="sm">{t('users.absence.clearText', { name: user.name })}</Text>
              <Group justify="flex-end" gap="xs">
                <Button size="xs" variant="default" onClick={() => setConfirmClear(false)}>
                  {t('common.cancel')}
                </Button>
                <Button size="xs" color="red" loading={clear.isPending} onClick={() => void end()}>
                  {t('users.absence.clearConfirm')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <ModalActions onCancel={onClose} saving={save.isPending}>
          {current && !confirmClear && (
            <Button variant="default" color="red" onClick={() => setConfirmClear(true)}>
              {t('users.absence.clear')}
            </Button>
          )}
        </ModalActions>
      </Stack>
    </form>
  );
}
