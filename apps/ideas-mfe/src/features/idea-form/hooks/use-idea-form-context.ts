import { createFormContext } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { validationText } from '../../../shared/lib/validation';
import type { IdeaFormValues } from '../lib/form-values';

/** The idea form's state, shared by its fieldsets. */
export const [IdeaFormProvider, useIdeaFormContext, useIdeaForm] = createFormContext<IdeaFormValues>();

/** Input props of a field with its error in the current language (errors are kept as contract keys). */
export function useFormField() {
  const form = useIdeaFormContext();
  const { i18n } = useIdeasTranslation();
  const fieldText = (name: keyof IdeaFormValues) => validationText(form.errors[name], i18n.language);
  const field = (name: keyof IdeaFormValues) => ({ ...form.getInputProps(name), error: fieldText(name) });
  return { form, field, fieldText };
}
