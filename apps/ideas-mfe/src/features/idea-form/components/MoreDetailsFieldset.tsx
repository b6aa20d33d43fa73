import { Fieldset, SimpleGrid, TextInput } from '@idea-portal/ui';
import { IDEA_LIMITS } from '@idea-portal/contracts';
import { useIdeasTranslation } from '../../../i18n';
import { useFormField } from '../hooks/use-idea-form-context';

/** The optional short fields. */
export function MoreDetailsFieldset() {
  const { t } = useIdeasTranslation();
  const { field } = useFormField();
  return (
    <Fieldset legend={t('form.moreDetails')} radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...field('innovationArea')} label={t('form.innovationArea')} maxLength={IDEA_LIMITS.shortTextMax} />
        <TextInput {...field('material')} label={t('form.material')} maxLength={IDEA_LIMITS.shortTextMax} />
        <TextInput {...field('function')} label={t('form.function')} maxLength={IDEA_LIMITS.shortTextMax} />
        <TextInput {...field('location')} label={t('form.location')} maxLength={IDEA_LIMITS.shortTextMax} />
      </SimpleGrid>
    </Fieldset>
  );
}
