import { Fieldset, Group, Radio, Select, Stack, Text, TextInput } from '@idea-portal/ui';
import { IDEA_LIMITS, type Attachment } from '@idea-portal/contracts';
import { useIdeasTranslation } from '../../../i18n';
import { useFormField } from '../hooks/use-idea-form-context';

export type BannerMode = 'none' | 'attachment' | 'url';

/** A stored banner is a URL (http, https, data) or the id of one of the idea's images. */
export const bannerModeOf = (value: string): BannerMode => (!value ? 'none' : /^(https?:|data:)/i.test(value) ? 'url' : 'attachment');

export interface BannerFieldsetProps {
  mode: BannerMode;
  onModeChange: (mode: BannerMode) => void;
  /** The idea's attachments; undefined on the new-idea form (no stored images yet). */
  attachments?: readonly Attachment[];
}

/** No banner, one of the idea's images, or an image URL. */
export function BannerFieldset({ mode, onModeChange, attachments }: BannerFieldsetProps) {
  const { t } = useIdeasTranslation();
  const { form, field, fieldText } = useFormField();
  const images = (attachments ?? []).filter((a) => a.contentType.startsWith('image/'));
  return (
    <Fieldset legend={t('form.banner')} radius="md">
      <Stack gap="sm">
        {/* A radio group, like the visibility below: the same choice of one of three, in the same look. */}
        <Radio.Group
          aria-label={t('form.bannerSource')}
          value={mode}
          onChange={(next) => {
            onModeChange(next as BannerMode);
            form.setFieldValue('bannerImage', '');
          }}
        >
          <Group gap="lg">
            <Radio value="none" label={t('form.bannerNone')} />
            <Radio value="attachment" label={t('form.bannerAttachment')} />
            <Radio value="url" label={t('form.bannerUrl')} />
          </Group>
        </Radio.Group>
        {mode === 'attachment' &&
          (images.length === 0 ? (
            <Text size="sm" c="dimmed">
              {attachments ? t('form.bannerNoImages') : t('form.bannerSaveFirst')}
            </Text>
          ) : (
            <Select
              label={t('form.bannerChoose')}
              data={images.map((a) => ({ value: a.id, label: a.fileName }))}
              value={form.getValues().bannerImage || null}
              onChange={(v) => form.setFieldValue('bannerImage', v ?? '')}
              error={fieldText('bannerImage')}
              clearable
            />
          ))}
        {mode === 'url' && (
          <TextInput {...field('bannerImage')} type="url" label={t('form.bannerUrl')} placeholder={t('form.bannerUrlPlaceholder')} maxLength={IDEA_LIMITS.bannerImageMax} />
        )}
      </Stack>
    </Fieldset>
  );
}
