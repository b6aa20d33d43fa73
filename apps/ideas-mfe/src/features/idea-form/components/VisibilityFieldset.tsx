import { Fieldset, Group, Radio, Stack, lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { useFormField } from '../hooks/use-idea-form-context';

/**
 * The chosen people: its code starts loading when the pointer or the focus reaches this fieldset,
 * so it is there when "Named people" is picked (New Idea does not carry it).
 */
const PeoplePicker = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "people-picker" */ './PeoplePicker'), loadDeferredMantine('CloseButton', 'Input')]).then(([m]) => m.PeoplePicker),
);

/** Who sees the idea: the organisation, the own unit, or chosen people. */
export function VisibilityFieldset() {
  const { t } = useIdeasTranslation();
  const { form, fieldText } = useFormField();
  const values = form.getValues();
  return (
    <Fieldset legend={t('form.visibility')} radius="md" onPointerEnter={() => void PeoplePicker.preload()} onFocus={() => void PeoplePicker.preload()}>
      <Stack gap="sm">
        <Radio.Group {...form.getInputProps('visibility')} aria-label={t('form.visibility')}>
          <Group gap="lg">
            <Radio value="organization" label={t('form.visibilityOrganization')} />
            <Radio value="unit" label={t('form.visibilityUnit')} />
            <Radio value="people" label={t('form.visibilityPeople')} />
          </Group>
        </Radio.Group>
        {values.visibility === 'people' && (
          <PeoplePicker value={values.visibleTo} onChange={(ids) => form.setFieldValue('visibleTo', ids)} error={fieldText('visibleTo')} />
        )}
      </Stack>
    </Fieldset>
  );
}
