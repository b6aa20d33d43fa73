import { ExpertOpinionInput, type IdeaWorkflow } from '@idea-portal/contracts';
import { useCurrentUser } from '@idea-portal/platform';
import { formatDate, Badge, Paper, Stack, Table, Text, Title } from '@idea-portal/ui';
import { TextSubmitForm, WorkflowUserLine, useWorkflowText } from '../../../shared/workflow';
import { useGiveExpertOpinion } from '../api/give-expert-opinion';
import { RequestExpertsForm } from './RequestExpertsForm';

/**
 * Expert opinions: expert, e-mail, department, comment and date; the reviewer asks experts
 * here and an asked expert reads the question (who asked, when) and writes the comment here.
 */
export function ExpertOpinionsPanel({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, msg, language } = useWorkflowText();
  const me = useCurrentUser();
  const give = useGiveExpertOpinion(workflow.ideaId);
  const mayAsk = workflow.allowedActions.includes('requestExpertOpinion');
  const mayGive = workflow.allowedActions.includes('giveExpertOpinion');
  const mine = workflow.expertOpinions.find((o) => o.reviewDate === null && o.expert.id === me.data?.profile.id);
  if (!mayAsk && workflow.expertOpinions.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="wf-experts-title">
      <Title order={4} size="h5" id="wf-experts-title">
        {t('wf.experts.title')}
      </Title>
      {workflow.expertOpinions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('wf.experts.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" aria-label={t('wf.experts.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('wf.experts.expert')}</Table.Th>
                <Table.Th>{t('wf.experts.email')}</Table.Th>
                <Table.Th>{t('wf.experts.department')}</Table.Th>
                <Table.Th>{t('wf.experts.comment')}</Table.Th>
                <Table.Th>{t('wf.experts.date')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {workflow.expertOpinions.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <WorkflowUserLine user={o.expert} fallback="" />
                  </Table.Td>
                  <Table.Td>{o.expert.email ?? '–'}</Table.Td>
                  <Table.Td>{o.expert.department ?? '–'}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                    {o.comment ?? (
                      <Badge variant="light" color="yellow">
                        {t('wf.experts.pending')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{o.reviewDate ? formatDate(o.reviewDate, language) : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {mayGive && mine && (
        <Paper withBorder p="sm" component="section" aria-labelledby="wf-expert-question">
          <Text size="sm" fw={600} id="wf-expert-question">
            {mine.requestedBy
              ? t('wf.experts.askedBy', { name: mine.requestedBy.name, date: formatDate(mine.requestedAt, language) })
              : t('wf.experts.askedByUnknown', { date: formatDate(mine.requestedAt, language) })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={mine.note ? undefined : 'dimmed'}>
            {mine.note ?? t('wf.experts.noQuestion')}
          </Text>
        </Paper>
      )}
      {mayGive && mine && (
        <TextSubmitForm
          label={t('wf.experts.yourOpinion')}
          submitLabel={t('wf.experts.sendOpinion')}
          schema={ExpertOpinionInput}
          field="comment"
          version={workflow.version}
          loading={give.isPending}
          msg={msg}
          onSubmit={(input, reset) => give.mutate({ ...input, opinionId: mine.id }, { onSuccess: reset })}
        />
      )}
      {mayAsk && <RequestExpertsForm workflow={workflow} />}
    </Stack>
  );
}
