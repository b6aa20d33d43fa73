import { Modal, Stack, TextInput, Textarea, useForm, notifyError, notifySuccess } from '@idea-portal/ui';
import { CategoryInput, type AdminCategoryRow } from '@idea-portal/contracts';
import { adminErrorMessage, errorCode, isVersionConflict } from '../../../shared/api/errors';
import { useCreateCategory, useUpdateCategory } from '../api/get-categories';
import { useAdminTranslation } from '../../../i18n';
import { ModalActions } from '../../../shared/components/ModalActions';

interface Values {
  name: string;
  nameDe: string;
  description: string;
}

/** Message keys for the form, from the contract's own rules (name 2-60, German name up to 60, description up to 500). */
export function validateCategory(values: Values): Partial<Record<keyof Values, string>> {
  const result = CategoryInput.safeParse({ name: values.name, nameDe: values.nameDe.trim() || null, description: values.description.trim() || null });
  if (result.success) return {};
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof Values;
    if (errors[field]) continue;
    if (field === 'name') errors.name = issue.code === 'too_big' ? 'categories.errors.nameTooLong' : 'categories.errors.nameTooShort';
    else if (field === 'nameDe') errors.nameDe = 'categories.errors.nameDeTooLong';
    else if (field === 'description') errors.description = 'categories.errors.descriptionTooLong';
  }
  return errors;
}

/** Add a category (POST) or rename / describe one (PATCH). */
export function CategoryFormModal({ category, onClose }: { category: AdminCategoryRow | null; onClose: () => void }) {
  const { t } = useAdminTranslation();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: category?.name ?? '', nameDe: category?.nameDe ?? '', description: category?.description ?? '' },
    validate: (values) => Object.fromEntries(Object.entries(validateCategory(values)).map(([k, key]) => [k, t(key)])),
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit(async (v) => {
    const name = v.name.trim();
    const nameDe = v.nameDe.trim() || null;
    const description = v.description.trim() || null;
    try {
      if (category) {
        const body = {
          ...(name !== category.name ? { name } : {}),
          ...(nameDe !== category.nameDe ? { nameDe } : {}),
          ...(description !== category.description ? { description } : {}),
        };
        // The version this form was opened with: a change saved by someone else meanwhile is not overwritten (409).
        if (Object.keys(body).length > 0) await update.mutateAsync({ id: category.id, body: { ...body, version: category.version } });
        notifySuccess(name !== category.name ? t('categories.renamed', { from: category.name, to: name }) : t('categories.saved'));
      } else {
        await create.mutateAsync({ name, nameDe, description });
        notifySuccess(t('categories.created', { name }));
      }
      onClose();
    } catch (error) {
      const message = adminErrorMessage(error, t, { conflict: t('categories.errors.nameTaken', { name }) });
      if (errorCode(error) === 'CONFLICT') form.setFieldError('name', message);
      notifyError(message, category ? t('categories.saveFailed') : t('categories.createFailed'));
      if (isVersionConflict(error)) onClose();
    }
  });

  return (
    <Modal opened onClose={onClose} title={category ? t('categories.editTitle', { name: category.name }) : t('categories.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('categories.name')} required data-autofocus {...form.getInputProps('name')} />
          <TextInput label={t('categories.nameDe')} description={t('categories.nameDeHint')} lang="de" {...form.getInputProps('nameDe')} />
          <Textarea label={t('categories.description')} description={t('categories.descriptionHint')} autosize minRows={2} {...form.getInputProps('description')} />
          <ModalActions onCancel={onClose} saving={pending} submitLabel={category ? t('common.save') : t('categories.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
