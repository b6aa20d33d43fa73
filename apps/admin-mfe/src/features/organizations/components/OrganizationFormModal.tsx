import { Modal, SegmentedControl, Stack, Text, TextInput, useForm, notifyError, notifySuccess } from '@idea-portal/ui';
import { OrganizationUpdateInput, type OrganizationRow } from '@idea-portal/contracts';
import { adminErrorMessage, errorCode, isVersionConflict } from '../../../shared/api/errors';
import { useUpdateOrganization } from '../api/update-organization';
import { useAdminTranslation } from '../../../i18n';
import { ModalActions } from '../../../shared/components/ModalActions';

export interface OrganizationValues {
  name: string;
  location: string;
  industry: string;
  lineManager: string;
  status: 'ACTIVE' | 'INACTIVE';
}

const LIMIT_KEYS: Record<Exclude<keyof OrganizationValues, 'status'>, string> = {
  name: 'organizations.errors.nameTooLong',
  location: 'organizations.errors.locationTooLong',
  industry: 'organizations.errors.industryTooLong',
  lineManager: 'organizations.errors.lineManagerTooLong',
};

/** Message keys for the form, from the contract's own rules (name 2-100, other texts limited). */
export function validateOrganization(values: OrganizationValues): Partial<Record<keyof OrganizationValues, string>> {
  const result = OrganizationUpdateInput.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof OrganizationValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OrganizationValues;
    if (!field || field === 'status' || errors[field]) continue;
    errors[field] = field === 'name' && issue.code === 'too_small' ? 'organizations.errors.nameTooShort' : LIMIT_KEYS[field];
  }
  return errors;
}

/** Only what changed goes to the API ('' clears an optional text). */
export function changesOf(row: OrganizationRow, v: OrganizationValues) {
  const next = { name: v.name.trim(), location: v.location.trim() || null, industry: v.industry.trim() || null, lineManager: v.lineManager.trim() || null, status: v.status };
  return Object.fromEntries(Object.entries(next).filter(([k, value]) => row[k as keyof typeof next] !== value)) as Partial<typeof next>;
}

/** Edit an organisational unit: name, location, industry, line manager and status. */
export function OrganizationFormModal({ organization, onClose }: { organization: OrganizationRow; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const update = useUpdateOrganization();
  const form = useForm<OrganizationValues>({
    mode: 'controlled',
    initialValues: {
      name: organization.name,
      location: organization.location ?? '',
      industry: organization.industry ?? '',
      lineManager: organization.lineManager ?? '',
      status: organization.status,
    },
    validate: (values) => Object.fromEntries(Object.entries(validateOrganization(values)).map(([k, key]) => [k, t(key)])),
  });

  const submit = form.onSubmit(async (v) => {
    const body = changesOf(organization, v);
    try {
      // The version this form was opened with: a change saved by someone else meanwhile is not overwritten (409).
      if (Object.keys(body).length > 0) await update.mutateAsync({ id: organization.id, body: { ...body, version: organization.version } });
      notifySuccess(t('organizations.saved', { name: v.name.trim() }));
      onClose();
    } catch (error) {
      const message = adminErrorMessage(error, t, { conflict: t('organizations.errors.nameTaken', { name: v.name.trim() }) });
      if (errorCode(error) === 'CONFLICT') form.setFieldError('name', message);
      notifyError(message, t('organizations.saveFailed'));
      // The list has been reloaded with the other change; the form would still hold the old version.
      if (isVersionConflict(error)) onClose();
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('organizations.editTitle', { name: organization.name })} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('organizations.columns.name')} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('organizations.columns.location')} {...form.getInputProps('location')} />
          <TextInput label={t('organizations.columns.industry')} description={t('organizations.industryHint')} {...form.getInputProps('industry')} />
          <TextInput label={t('organizations.columns.lineManager')} {...form.getInputProps('lineManager')} />
          <div>
            <Text size="sm" fw={500} mb={4} id="org-edit-status-label">
              {t('organizations.columns.status')}
            </Text>
            <SegmentedControl
              aria-labelledby="org-edit-status-label"
              data={[
                { value: 'ACTIVE', label: t('common.active') },
                { value: 'INACTIVE', label: t('common.inactive') },
              ]}
              {...form.getInputProps('status')}
            />
          </div>
          <ModalActions onCancel={onClose} saving={update.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
