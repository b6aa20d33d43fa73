import { IconHistory } from '@tabler/icons-react';
import { formatDateTime, Alert, Button, Group, Text } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { restoredEn } from '../../../i18n/restored.en';

registerIdeasPartTexts(restoredEn);

/** Unsaved input from an earlier visit was put back; it can be thrown away. */
export function RestoredAlert({ at, onDiscard, onClose }: { at: string; onDiscard: () => void; onClose: () => void }) {
  const { t, i18n } = useIdeasTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconHistory size={18} aria-hidden />} withCloseButton closeButtonLabel={t('common.close')} onClose={onClose}>
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('form.restored', { time: formatDateTime(at, i18n.language) })}</Text>
        <Button size="compact-sm" variant="subtle" onClick={onDiscard}>
          {t('form.discardRestored')}
        </Button>
      </Group>
    </Alert>
  );
}
