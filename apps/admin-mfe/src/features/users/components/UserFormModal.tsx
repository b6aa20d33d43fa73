import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AppRole, type AdminUserRow } from '@idea-portal/contracts';
import { notifyError, notifySuccess } from '@idea-portal/platform';
import { useCreateUser, useUpdateUser } from '../api/admin-users';
import { useUnits } from '../../../shared/api/admin-data';
import { useAdminTranslation } from '../../../i18n';

interface Values {
  email: string;
  givenName: string;
  familyName: string;
  position: string;
  role: AppRole;
  organizationalUnitId: string | null;
}

const splitName = (name: string) => {
  const [given, ...rest] = name.split(' ');
  return { given: given ?? '', family: rest.join(' ') };
};

/** Add a user (POST /admin/users) or edit one (PATCH /admin/users/{id}); API errors come as toasts. */
export function UserFormModal({ user, opened, onClose }: { user: AdminUserRow | null; opened: boolean; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const units = useUnits();
  const update = useUpdateUser();
  const create = useCreateUser();
  const names = splitName(user?.name ?? '');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      email: user?.email ?? '',
      givenName: names.given,
      familyName: names.family,
      position: user?.position ?? '',
      role: user?.role ?? 'VIEWERS',
      organizationalUnitId: user?.organizationalUnitId ?? null,
    },
    validate: user
      ? {}
      : {
          email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('users.invalidEmail')),
          givenName: (v) => (v.trim().length >= 2 ? null : t('users.minTwo')),
          familyName: (v) => (v.trim().length >= 2 ? null : t('users.minTwo')),
        },
  });
  const submit = form.onSubmit(async (v) => {
    const common = { position: v.position.trim() || null, organizationalUnitId: v.organizationalUnitId };
    try {
      if (user) {
        // The API refuses an admin changing their own role: send the role only when it changed.
        await update.mutateAsync({ id: user.id, body: { ...common, ...(v.role !== user.role ? { role: v.role } : {}) } });
        notifySuccess(t('users.saved'));
      } else {
        await create.mutateAsync({ ...common, email: v.email, givenName: v.givenName, familyName: v.familyName, role: v.role });
        notifySuccess(t('users.created'));
      }
      onClose();
    } catch (error) {
      notifyError((error as Error).message, t('common.error'));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={user ? t('users.editTitle', { name: user.name }) : t('users.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('users.email')} required={!user} disabled={!!user} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('users.givenName')} required={!user} disabled={!!user} {...form.getInputProps('givenName')} />
          <TextInput label={t('users.familyName')} required={!user} disabled={!!user} {...form.getInputProps('familyName')} />
          <TextInput label={t('users.position')} {...form.getInputProps('position')} />
          <Select
            label={t('users.role')}
            data={AppRole.options.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            allowDeselect={false}
            {...form.getInputProps('role')}
          />
          <Select
            label={t('users.unit')}
            data={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            clearable
            {...form.getInputProps('organizationalUnitId')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending || create.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
