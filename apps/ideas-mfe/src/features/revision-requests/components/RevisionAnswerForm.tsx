import { useState } from 'react';
import { IDEA_LIMITS, type RevisionRequest } from '@idea-portal/contracts';
import { ApiRequestError } from '@idea-portal/platform';
import { Button, Group, Stack, Textarea, notifyError, notifySuccess } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { loadContractChecks } from '../../../shared/lib/validation';
import { useAnswerRevisionRequest } from '../api/answer-revision-request';

/** The contract's message keys as this form words them (the contract's own texts speak of the request). */
const FIELD_TEXTS: Record<string, string> = { 'validation.revisionTooShort': 'revisionRequests.tooShort', 'validation.revisionTooLong': 'revisionRequests.tooLong' };

/** The text key of an API answer that refused the answer. */
function failureKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'revisionRequests.failed';
  if (error.code === 'FORBIDDEN') return 'revisionRequests.forbidden';
  if (error.code === 'CONFLICT') return 'revisionRequests.alreadyAnswered';
  if (error.code === 'NOT_FOUND') return 'revisionRequests.notFound';
  return FIELD_TEXTS[error.details?.[0]?.message ?? ''] ?? 'revisionRequests.failed';
}

/** Answers one open revision request (POST .../answer); the contract's limits are checked before sending. */
export function RevisionAnswerForm({ ideaId, request, onDone }: { ideaId: string; request: RevisionRequest; onDone: () => void }) {
  const { t } = useIdeasTranslation();
  const answer = useAnswerRevisionRequest(ideaId);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const limits = { min: IDEA_LIMITS.revisionMin, max: IDEA_LIMITS.revisionMax };

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const checks = await loadContractChecks();
    if (!checks) {
      notifyError(t('revisionRequests.failed'));
      return;
    }
    const invalid = checks.revisionAnswerErrors({ message }).message;
    if (invalid) {
      setError(FIELD_TEXTS[invalid] ?? 'revisionRequests.failed');
      return;
    }
    // mutateAsync, not mutate's own callbacks: the answer refetches the requests before it settles, and
    // the answered request replaces this form, which would drop callbacks bound to it (no "Answer sent").
    try {
      await answer.mutateAsync({ requestId: request.id, message: message.trim() });
    } catch (failure) {
      const key = failureKey(failure);
      if (Object.values(FIELD_TEXTS).includes(key)) setError(key);
      notifyError(t(key, limits));
      return;
    }
    notifySuccess(t('revisionRequests.answered'));
    onDone();
  }

  return (
    <form noValidate onSubmit={(event) => void send(event)} onFocus={() => void loadContractChecks()} aria-label={t('revisionRequests.answerOf', { name: request.authorName ?? t('common.unknown') })}>
      <Stack gap="xs">
        <Textarea
          label={t('revisionRequests.label')}
          placeholder={t('revisionRequests.placeholder')}
          autosize
          minRows={3}
          maxLength={IDEA_LIMITS.revisionMax}
          withAsterisk
          autoFocus
          value={message}
          error={error ? t(error, limits) : undefined}
          onChange={(e) => {
            setMessage(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={answer.isPending}>
            {t('revisionRequests.cancel')}
          </Button>
          <Button type="submit" loading={answer.isPending}>
            {t('revisionRequests.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
