import { useState } from 'react';
import type { Idea, RevisionRequest } from '@idea-portal/contracts';
import { Badge, Button, Card, Divider, Group, Stack, Text, Title, formatDateTime } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { revisionRequestsEn } from '../../../i18n/revision-requests.en';
import { useRevisionRequests } from '../api/get-revision-requests';
import { useMayAnswerRevisionRequest } from '../hooks/use-may-answer-revision-request';
import { RevisionAnswerForm } from './RevisionAnswerForm';

registerIdeasPartTexts(revisionRequestsEn);

function Entry({ meta, text }: { meta: string; text: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {meta}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Text>
    </div>
  );
}

function RequestItem({ idea, request, mayAnswer }: { idea: Idea; request: RevisionRequest; mayAnswer: boolean }) {
  const { t, i18n } = useIdeasTranslation();
  const [answering, setAnswering] = useState(false);
  const unknown = t('common.unknown');
  const author = request.authorName ?? unknown;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={t('revisionRequests.requestedBy', { name: author, date: formatDateTime(request.createdAt, i18n.language) })}>
      <Stack gap="sm">
        <Entry meta={t('revisionRequests.requestedBy', { name: author, date: formatDateTime(request.createdAt, i18n.language) })} text={request.message} />
        <Divider />
        {request.answer !== null ? (
          <Entry
            meta={t('revisionRequests.answeredBy', { name: request.answeredByName ?? unknown, date: request.answeredAt ? formatDateTime(request.answeredAt, i18n.language) : '' })}
            text={request.answer}
          />
        ) : answering ? (
          <RevisionAnswerForm ideaId={idea.id} request={request} onDone={() => setAnswering(false)} />
        ) : (
          <Group justify="space-between">
            <Badge variant="light" color="yellow">
              {t('revisionRequests.open')}
            </Badge>
            {mayAnswer && (
              <Button size="xs" variant="light" onClick={() => setAnswering(true)} aria-label={t('revisionRequests.answerOf', { name: author })}>
                {t('revisionRequests.answer')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The idea's revision requests, newest first, with their answers; the assessor, an idea manager
 * or ADMIN answers an open one here (the API checks the same rule). Nothing shows while there are none.
 */
export function RevisionRequestsSection({ idea }: { idea: Idea }) {
  const { t } = useIdeasTranslation();
  const requests = useRevisionRequests(idea.id);
  const list = requests.data?.revisionRequests ?? [];
  const mayAnswer = useMayAnswerRevisionRequest(idea, list.some((r) => r.answer === null));
  if (requests.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {t('revisionRequests.error')}
      </Text>
    );
  if (list.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-revision-requests">
      <Title order={3} size="h4" id="idea-revision-requests" mb="sm">
        {t('revisionRequests.title')}
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('revisionRequests.list')}>
        {list.map((request) => (
          <RequestItem key={request.id} idea={idea} request={request} mayAnswer={mayAnswer} />
        ))}
      </Stack>
    </Card>
  );
}
