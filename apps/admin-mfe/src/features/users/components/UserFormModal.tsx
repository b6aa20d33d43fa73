import { useState } from 'react';
import { Alert, Modal, Select, Stack, TextInput, useForm, notifyError, notifySuccess } from '@idea-portal/ui';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AdminUserUpdateInput, AppRole, PAYROLL_FIELD_MAX, type AdminUserRow } from '@idea-portal/contracts';
import { useCurrentUser, useRoleLabel } from '@idea-portal/platform';
import { adminErrorMessage, errorCode } from '../../../shared/api/errors';
import { useCreateUser, useUpdateUser, type CreatedUser } from '../api/admin-users';
import { useUnits } from '../../../shared/api/admin-data';
import { useAdminTranslation } from '../../../i18n';
import { ModalActions } from '../../../shared/components/ModalActions';

interface Values {
  email: string;
  givenName: string;
  familyName: string;
  position: string;
  role: AppRole;
  organizationalUnitId: string | null;
  personnelNumber: string;
  costCentre: string;
}

const splitName = (name: string) => {
  const [given, ...rest] = name.split(' ');
  return { given: given ?? '', family: rest.join(' ') };
};

export interface UserFormModalProps {
  user: AdminUserRow | null;
  opened: boolean;
  onClose: () => void;
  /** After a successful POST /admin/users (the answer may carry a temporary password). */
  onCreated?: (user: CreatedUser) => void;
}

/**
 * Add a user (POST /admin/users) or edit one (PATCH /admin/users/{id}). API errors come as
 * toasts and stay in the dialog; your own role cannot be changed (SELF_MODIFICATION_FORBIDDEN).
 */
export function UserFormModal({ user, opened, onClose, onCreated }: UserFormModalProps) {
  const { t } = useAdminTranslation();
  const roleLabel = useRoleLabel();
  const me = useCurrentUser();
  const isSelf = !!user && me.data?.profile.id === user.id;
  const [apiError, setApiError] = useState<string | null>(null);
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
      personnelNumber: user?.personnelNumber ?? '',
      costCentre: user?.costCentre ?? '',
    },
    validate: user
      ? {
          // The contract's rule for both payroll fields, its message in the user's language.
          personnelNumber: (v) => (AdminUserUpdateInput.safeParse({ personnelNumber: v }).success ? null : t('users.payrollInvalid', { max: PAYROLL_FIELD_MAX })),
          costCentre: (v) => (AdminUserUpdateInput.safeParse({ costCentre: v }).success ? null : t('users.payrollInvalid', { max: PAYROLL_FIELD_MAX })),
        }
      : {
          email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t('users.invalidEmail')),
          givenName: (v) => (v.trim().length >= 2 ? null : t('users.minTwo')),
          familyName: (v) => (v.trim().length >= 2 ? null : t('users.minTwo')),
        },
  });
  const submit = form.onSubmit(async (v) => {
    const common = { position: v.position.trim() || null, organizationalUnitId: v.organizationalUnitId };
    setApiError(null);
    try {
      if (user) {
        // The API refuses an admin changing their own role: send the role only when it changed.
        // Personnel number and cost centre (the payroll export's columns) only when they changed; '' clears.
        const payroll = {
          ...(v.personnelNumber.trim() !== (user.personnelNumber ?? '') ? { personnelNumber: v.personnelNumber.trim() || null } : {}),
          ...(v.costCentre.trim() !== (user.costCentre ?? '') ? { costCentre: v.costCentre.trim() || null } : {}),
        };
        await update.mutateAsync({ id: user.id, body: { ...common, ...payroll, ...(v.role !== user.role ? { role: v.role } : {}) } });
        notifySuccess(t('users.saved'));
      } else {
        const created = await create.mutateAsync({ ...common, email: v.email, givenName: v.givenName, familyName: v.familyName, role: v.role });
        notifySuccess(t('users.created'));
        onCreated?.(created);
      }
      onClose();
    } catch (error) {
      const message = adminErrorMessage(error, t, { conflict: t('users.emailTaken', { email: v.email.trim().toLowerCase() }) });
      if (errorCode(error) === 'CONFLICT') form.setFieldError('email', message);
      setApiError(message);
      notifyError(message, user ? t('users.saveFailed') : t('users.createFailed'));
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={user ? t('users.editTitle', { name: user.name }) : t('users.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {apiError && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
              {apiError}
            </Alert>
          )}
          <TextInput label={t('users.email')} required={!user} disabled={!!user} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('users.givenName')} required={!user} disabled={!!user} {...form.getInputProps('givenName')} />
          <TextInput label={t('users.familyName')} required={!user} disabled={!!user} {...form.getInputProps('familyName')} />
          <TextInput label={t('users.position')} {...form.getInputProps('position')} />
          <Select
            label={t('users.role')}
            data={AppRole.options.map((r) => ({ value: r, label: roleLabel(r) }))}
            allowDeselect={false}
            disabled={isSelf}
            description={isSelf ? t('users.ownRoleLocked') : undefined}
            {...form.getInputProps('role')}
          />
          <Select
            label={t('users.unit')}
            data={(units.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
            clearable
            {...form.getInputProps('organizationalUnitId')}
          />
          {user && (
            <>
              <TextInput label={t('users.personnelNumber')} description={t('users.payrollHint')} maxLength={PAYROLL_FIELD_MAX} {...form.getInputProps('personnelNumber')} />
              <TextInput label={t('users.costCentre')} maxLength={PAYROLL_FIELD_MAX} {...form.getInputProps('costCentre')} />
            </>
          )}
          <ModalActions onCancel={onClose} saving={update.isPending || create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
