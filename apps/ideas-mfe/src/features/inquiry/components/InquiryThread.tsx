import { InquiryAnswerInput, InquiryInput, type IdeaWorkflow, type Inquiry } from '@idea-portal/contracts';
import { EmptyState, UserAvatar, formatDateTime, Badge, Card, Divider, Group, Stack, Text } from '@idea-portal/ui';
import { TextSubmitForm, useWorkflowText } from '../../../shared/workflow';
import { useAskInquiry } from '../api/ask-inquiry';
import { useAnswerInquiry } from '../api/answer-inquiry';

function Message({ who, picture, meta, text }: { who: string; picture: string | null; meta: string; text: string }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <UserAvatar name={who} picture={picture} size="sm" />
      <div>
        <Text size="xs" c="dimmed">
          {meta}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      </div>
    </Group>
  );
}

/**
 * The Inquiry tab: questions to the submitter and their answers, oldest first. An assessor or
 * reviewer asks here; the submitter (or a contributor) answers the open question here.
 */
export function InquiryThread({ workflow, focusAsk = false }: { workflow: IdeaWorkflow; focusAsk?: boolean }) {
  const { t, msg, language } = useWorkflowText();
  const ask = useAskInquiry(workflow.ideaId);
  const answer = useAnswerInquiry(workflow.ideaId);
  const mayAsk = workflow.allowedActions.includes('inquiry');
  const mayAnswer = workflow.allowedActions.includes('answerInquiry');
  const unknown = t('common.unknown');
  const item = (q: Inquiry) => (
    <Card key={q.id} withBorder radius="md" padding="md" component="li" aria-label={q.question}>
      <Stack gap="sm">
        <Message
          who={q.askedBy?.name ?? unknown}
          picture={q.askedBy?.picture ?? null}
          meta={t('wf.inquiry.askedBy', { name: q.askedBy?.name ?? unknown, date: formatDateTime(q.askedAt, language) })}
          text={q.question}
        />
        <Divider />
        {q.answer !== null ? (
          <Message
            who={q.answeredBy?.name ?? unknown}
            picture={q.answeredBy?.picture ?? null}
            meta={t('wf.inquiry.answeredBy', { name: q.answeredBy?.name ?? unknown, date: q.answeredAt ? formatDateTime(q.answeredAt, language) : '' })}
            text={q.answer}
          />
        ) : mayAnswer ? (
          <TextSubmitForm
            label={t('wf.inquiry.answer')}
            submitLabel={t('wf.inquiry.sendAnswer')}
            schema={InquiryAnswerInput}
            field="answer"
            version={workflow.version}
            loading={answer.isPending}
            msg={msg}
            onSubmit={(input, reset) => answer.mutate({ ...input, inquiryId: q.id }, { onSuccess: reset })}
          />
        ) : (
          <Badge variant="light" color="yellow" w="fit-content">
            {t('wf.inquiry.open')}
          </Badge>
        )}
      </Stack>
    </Card>
  );
  return (
    <Stack gap="md">
      {workflow.inquiries.length === 0 ? (
        <EmptyState title={t('wf.inquiry.empty')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('wf.inquiry.title')}>
          {workflow.inquiries.map(item)}
        </Stack>
      )}
      {mayAsk && (
        <Card withBorder radius="md" padding="md">
          <TextSubmitForm
            label={t('wf.inquiry.question')}
            submitLabel={t('wf.inquiry.send')}
            schema={InquiryInput}
            field="question"
            version={workflow.version}
            loading={ask.isPending}
            autoFocus={focusAsk}
            msg={msg}
            onSubmit={(input, reset) => ask.mutate(input, { onSuccess: reset })}
          />
        </Card>
      )}
    </Stack>
  );
}
