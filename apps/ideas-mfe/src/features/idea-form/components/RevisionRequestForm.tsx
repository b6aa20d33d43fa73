import { useState } from 'react';
import { IconInfoCircle } from '@tabler/icons-react';
import { IDEA_LIMITS, type Idea } from '@idea-portal/contracts';
import { StatusBadge, Alert, Button, Card, Group, Stack, Text, Textarea, Title, notifyError, notifySuccess } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { revisionEn } from '../../../i18n/revision.en';
import { loadContractChecks, validationText } from '../../../shared/lib/validation';
import { useRequestRevision } from '../api/request-revision';

registerIdeasPartTexts(revisionEn);

/** Shown instead of the edit form once the idea is past first assessment (POST revision-requests). */
export function RevisionRequestForm({ idea }: { idea: Idea }) {
  const { t, i18n } = useIdeasTranslation();
  const request = useRequestRevision(idea.id);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = request.isPending;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const checks = await loadContractChecks();
    if (!checks) {
      notifyError(t('revision.failed'));
      return;
    }
    const errors = checks.revisionErrors({ message });
    if (errors.message) {
      setError(errors.message);
      return;
    }
    request.mutate(
      { message: message.trim() },
      {
        onSuccess: () => {
          setMessage('');
          notifySuccess(t('revision.sent'));
        },
        onError: () => notifyError(t('revision.failed')),
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={(event: React.FormEvent) => void send(event)} onFocus={() => void loadContractChecks()} noValidate aria-labelledby="revision-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="revision-title">
            {t('revision.title')}
          </Title>
          <StatusBadge status={idea.status} />
        </Group>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">{t('revision.intro')}</Text>
        </Alert>
        <Textarea
          label={t('revision.label')}
          placeholder={t('revision.placeholder')}
          autosize
          minRows={4}
          maxLength={IDEA_LIMITS.revisionMax}
          value={message}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(null);
          }}
          error={validationText(error, i18n.language)}
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t('revision.submit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
