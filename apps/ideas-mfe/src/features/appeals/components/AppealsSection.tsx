import { useState } from 'react';
import type { Appeal, AppealListResponse, AppealOutcome, AppealSubject, Idea } from '@idea-portal/contracts';
import { ApiRequestError } from '@idea-portal/platform';
import { Badge, Button, Card, ConfirmDialog, Divider, Group, Radio, Stack, Text, Textarea, Title, formatDateTime, notifyError, notifySuccess } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { appealsEn } from '../../../i18n/appeals.en';
import { useAppealMutations, useAppeals } from '../api/appeals';

registerIdeasPartTexts(appealsEn);

type T = ReturnType<typeof useIdeasTranslation>['t'];

/** The message of a refused request: the API's appeal codes in the reader's language, else a general one. */
function failure(t: T, error: unknown, lang: string): string {
  if (!(error instanceof ApiRequestError)) return t('appeals.failed');
  if (error.code === 'FORBIDDEN') return t('appeals.forbidden');
  const deadline = error.details?.[0]?.message;
  const known = t(`appeals.errors.${error.code}`, { deadline: deadline ? formatDateTime(deadline, lang) : '', defaultValue: '' });
  return known || t('appeals.failed');
}

/** The submitter files an appeal against what they may appeal now (the API checks the period again). */
function AppealForm({ ideaId, appealable, onDone }: { ideaId: string; appealable: AppealListResponse['appealable']; onDone: () => void }) {
  const { t, i18n } = useIdeasTranslation();
  const { file } = useAppealMutations(ideaId);
  const [subject, setSubject] = useState<AppealSubject>(appealable[0]?.subject ?? 'rejection');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deadline = appealable.find((a) => a.subject === subject)?.deadline;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(t('appeals.reasonRequired'));
    try {
      await file.mutateAsync({ subject, reason: reason.trim() });
    } catch (e) {
      notifyError(failure(t, e, i18n.language));
      return;
    }
    notifySuccess(t('appeals.filed'));
    onDone();
  }

  return (
    <form noValidate onSubmit={(e) => void send(e)} aria-label={t('appeals.send')}>
      <Stack gap="xs">
        {appealable.length > 1 && (
          <Radio.Group label={t('appeals.subjectLabel')} value={subject} onChange={(v) => setSubject(v as AppealSubject)}>
            <Group mt="xs">
              {appealable.map((a) => (
                <Radio key={a.subject} value={a.subject} label={t(`appeals.subjectName.${a.subject}`)} />
              ))}
            </Group>
          </Radio.Group>
        )}
        {deadline && (
          <Text size="sm" c="dimmed">
            {t('appeals.until', { date: formatDateTime(deadline, i18n.language) })}
          </Text>
        )}
        <Textarea
          label={t('appeals.reason')}
          placeholder={t('appeals.reasonPlaceholder')}
          autosize
          minRows={3}
          maxLength={2000}
          withAsterisk
          autoFocus
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone} disabled={file.isPending}>
            {t('appeals.cancel')}
          </Button>
          <Button type="submit" loading={file.isPending}>
            {t('appeals.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An idea manager decides an open appeal, upheld or dismissed, with a reason, after confirming. */
function DecisionForm({ ideaId, appeal, onDone }: { ideaId: string; appeal: Appeal; onDone: () => void }) {
  const { t, i18n } = useIdeasTranslation();
  const { decide } = useAppealMutations(ideaId);
  const [outcome, setOutcome] = useState<AppealOutcome | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  function ask(event: React.FormEvent) {
    event.preventDefault();
    if (!outcome) return setError(t('appeals.outcomeRequired'));
    if (!reason.trim()) return setError(t('appeals.reasonRequired'));
    setConfirming(true);
  }
  async function send() {
    try {
      await decide.mutateAsync({ appealId: appeal.id, outcome: outcome!, reason: reason.trim() });
    } catch (e) {
      setConfirming(false);
      notifyError(failure(t, e, i18n.language));
      return;
    }
    setConfirming(false);
    notifySuccess(t('appeals.decided'));
    onDone();
  }

  return (
    <form noValidate onSubmit={ask} aria-label={t('appeals.decideOf', { name: appeal.appellantName ?? t('common.unknown') })}>
      <Stack gap="xs">
        <Radio.Group label={t('appeals.outcomeLabel')} withAsterisk value={outcome ?? ''} onChange={(v) => setOutcome(v as AppealOutcome)}>
          <Group mt="xs">
            <Radio value="upheld" label={t('appeals.outcome.upheld')} />
            <Radio value="dismissed" label={t('appeals.outcome.dismissed')} />
          </Group>
        </Radio.Group>
        <Textarea label={t('appeals.decisionReason')} autosize minRows={2} maxLength={2000} withAsterisk value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('appeals.cancel')}
          </Button>
          <Button type="submit">{t('appeals.decide')}</Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('appeals.confirmTitle')}
        message={t('appeals.confirmMessage')}
        confirmLabel={t('appeals.confirm')}
        color="blue"
        loading={decide.isPending}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

function AppealItem({ ideaId, appeal, mayDecide }: { ideaId: string; appeal: Appeal; mayDecide: boolean }) {
  const { t, i18n } = useIdeasTranslation();
  const [deciding, setDeciding] = useState(false);
  const name = appeal.appellantName ?? t('common.unknown');
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap="sm">
        <div>
          <Text size="xs" c="dimmed">
            {t('appeals.filedBy', { name, date: formatDateTime(appeal.createdAt, i18n.language) })} · {t(`appeals.subjectName.${appeal.subject}`)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {appeal.reason}
          </Text>
        </div>
        <Divider />
        {appeal.outcome ? (
          <div>
            <Group gap="xs">
              <Badge variant="light" color={appeal.outcome === 'upheld' ? 'green' : 'gray'}>
                {t(`appeals.outcome.${appeal.outcome}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('appeals.decidedBy', { name: appeal.decidedByName ?? t('common.unknown'), date: appeal.decidedAt ? formatDateTime(appeal.decidedAt, i18n.language) : '' })}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {appeal.decisionReason}
            </Text>
          </div>
        ) : deciding ? (
          <DecisionForm ideaId={ideaId} appeal={appeal} onDone={() => setDeciding(false)} />
        ) : (
          <Group justify="space-between">
            <Badge variant="light" color="yellow">
              {t('appeals.open')}
            </Badge>
            {mayDecide && (
              <Button size="xs" variant="light" onClick={() => setDeciding(true)} aria-label={t('appeals.decideOf', { name })}>
                {t('appeals.decide')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Appeals (Einspruch) of a submitted idea: the submitter files one within the period the API
 * names, an idea manager decides it; the list keeps them. Nothing shows while there is none and
 * nothing to appeal.
 */
export function AppealsSection({ idea }: { idea: Idea }) {
  const { t } = useIdeasTranslation();
  const appeals = useAppeals(idea.id);
  const [filing, setFiling] = useState(false);
  if (appeals.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('appeals.error')}
      </Text>
    );
  const data = appeals.data;
  if (!data || (data.appeals.length === 0 && data.appealable.length === 0)) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-appeals">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4" id="idea-appeals">
          {t('appeals.title')}
        </Title>
        {data.appealable.length > 0 && !filing && (
          <Button size="xs" onClick={() => setFiling(true)}>
            {t('appeals.appealAgainst', { subject: t(`appeals.subject.${data.appealable[0]!.subject}`) })}
          </Button>
        )}
      </Group>
      {filing && data.appealable.length > 0 && <AppealForm ideaId={idea.id} appealable={data.appealable} onDone={() => setFiling(false)} />}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('appeals.list')}>
        {data.appeals.map((a) => (
          <AppealItem key={a.id} ideaId={idea.id} appeal={a} mayDecide={data.mayDecide} />
        ))}
      </Stack>
    </Card>
  );
}
