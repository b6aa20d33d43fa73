import { useState } from 'react';
import { Button, CloseButton, Group, Input, Stack, Text, Textarea } from '@idea-portal/ui';
import { checkContract } from '@idea-portal/ui/forms';
import { IconUserSearch } from '@tabler/icons-react';
import { ExpertOpinionRequestInput, type IdeaWorkflow, type WorkflowUser } from '@idea-portal/contracts';
import { UserSearchDialogLoader } from '../../../shared/components/UserSearchDialogLoader';
import { WorkflowUserLine, toWorkflowUser, useWorkflowText } from '../../../shared/workflow';
import { useRequestExpertOpinions } from '../api/request-expert-opinions';

/** The reviewer picks experts in the user search dialog (several at once) and asks them. */
export function RequestExpertsForm({ workflow }: { workflow: IdeaWorkflow }) {
  const { t, msg } = useWorkflowText();
  const [experts, setExperts] = useState<WorkflowUser[]>([]);
  const [note, setNote] = useState('');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const request = useRequestExpertOpinions(workflow.ideaId);
  const alreadyAsked = workflow.expertOpinions.filter((o) => o.reviewDate === null).map((o) => o.expert.id);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const checked = checkContract(ExpertOpinionRequestInput, { expertIds: experts.map((x) => x.id), note: note.trim() || null, version: workflow.version });
        if (checked.errors) {
          setError(msg(Object.values(checked.errors)[0] ?? 'validation.invalidType'));
          return;
        }
        setError(null);
        request.mutate(checked.request, {
          onSuccess: () => {
            setExperts([]);
            setNote('');
          },
        });
      }}
    >
      <Stack gap="xs">
        <Input.Wrapper label={t('wf.experts.chosen')} error={error}>
          <Stack gap={4} mt={4}>
            {experts.map((x) => (
              <Group key={x.id} justify="space-between" wrap="nowrap">
                <WorkflowUserLine user={x} details fallback="" />
                <CloseButton aria-label={`${t('wf.remove')} ${x.name}`} onClick={() => setExperts((list) => list.filter((y) => y.id !== x.id))} />
              </Group>
            ))}
            {experts.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('wf.nobody')}
              </Text>
            )}
          </Stack>
        </Input.Wrapper>
        <Group>
          <Button variant="light" size="xs" leftSection={<IconUserSearch size={14} aria-hidden />} onClick={() => setOpen(true)}>
            {t('wf.experts.ask')}
          </Button>
        </Group>
        <Textarea label={t('wf.experts.note')} autosize minRows={2} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.isPending}>
            {t('wf.experts.send')}
          </Button>
        </Group>
      </Stack>
      <UserSearchDialogLoader
        opened={open}
        onClose={() => setOpen(false)}
        title={t('wf.experts.dialog')}
        excludeIds={[...alreadyAsked, ...experts.map((x) => x.id)]}
        onSelect={(user) => {
          setExperts((list) => [...list, toWorkflowUser(user)]);
          setError(null);
        }}
      />
    </form>
  );
}
