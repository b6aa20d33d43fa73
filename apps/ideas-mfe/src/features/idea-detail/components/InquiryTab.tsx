import { Alert, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { Idea } from '@idea-portal/contracts';
import { StatusBadge, UserAvatar } from '@idea-portal/ui';
import { useUser } from '../../../shared/api/get-user';
import { useIdeasTranslation } from '../../../i18n';

/** Read-only for now: the inquiry and revision requests come with the ideas-core issue. */
export function InquiryTab({ idea }: { idea: Idea }) {
  const { t } = useIdeasTranslation();
  const assigneeId = idea.ideaAssessment?.assigneeId ?? null;
  const assignee = useUser(assigneeId);
  const name = assignee.data ? `${assignee.data.givenName} ${assignee.data.familyName}` : null;
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text c="dimmed" size="sm">
              {t('inquiry.assignee')}
            </Text>
            {!assigneeId ? (
              <Text size="sm">{t('inquiry.noAssignee')}</Text>
            ) : assignee.isPending ? (
              <Loader size="xs" aria-label={t('detail.loading')} />
            ) : (
              <Group gap="xs">
                <UserAvatar name={name} picture={assignee.data?.picture} size="sm" />
                <Text size="sm">{name ?? t('common.unknown')}</Text>
              </Group>
            )}
          </Group>
          <Group justify="space-between">
            <Text c="dimmed" size="sm">
              {t('inquiry.status')}
            </Text>
            <StatusBadge status={idea.status} />
          </Group>
        </Stack>
      </Card>
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('inquiry.note')}
      </Alert>
    </Stack>
  );
}
