import { Alert, Button, CopyButton, Group, Stack, Text, Textarea, notifySuccess } from '@idea-portal/ui';
import { IconAlertTriangle, IconCopy, IconRefresh } from '@tabler/icons-react';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { conflictEn } from '../../../i18n/conflict.en';
import type { IdeaFormValues } from '../lib/form-values';

registerIdeasPartTexts(conflictEn);

/** Someone else saved first: reload their version, keeping one's own text (the form's values) to copy back. */
export function ConflictAlert({ values, onReload, onClose }: { values: IdeaFormValues; onReload: () => void; onClose: () => void }) {
  const { t } = useIdeasTranslation();
  const text = valuesAsText(values, {
    title: t('form.title'),
    description: t('form.description'),
    solution: t('form.solution'),
    tags: t('form.tags'),
    location: t('form.location'),
  });
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      data-testid="version-conflict"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={t('form.conflictTitle')}
      withCloseButton
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('form.conflict')}</Text>
        <Group gap="xs">
          <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onReload}>
            {t('form.reload')}
          </Button>
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCopy size={14} aria-hidden />}
                onClick={() => {
                  copy();
                  notifySuccess(t('form.copiedToast'));
                }}
              >
                {copied ? t('form.copied') : t('form.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Textarea label={t('form.conflictText')} value={text} readOnly autosize minRows={3} maxRows={12} />
      </Stack>
    </Alert>
  );
}

/** The typed texts as plain text (the conflict alert's copy button). */
function valuesAsText(v: IdeaFormValues, labels: Record<'title' | 'description' | 'solution' | 'tags' | 'location', string>) {
  return [
    `${labels.title}: ${v.title}`,
    `${labels.description}:\n${v.description}`,
    `${labels.solution}:\n${v.solution}`,
    v.tags.length ? `${labels.tags}: ${v.tags.join(', ')}` : '',
    v.location ? `${labels.location}: ${v.location}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
