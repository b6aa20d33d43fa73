import { useState } from 'react';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { Contributor, Idea } from '@idea-portal/contracts';
import { UserAvatar, ConfirmDialog, ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip, notifyError, notifySuccess } from '@idea-portal/ui';
import { UserSearchDialogLoader } from '../../../shared/components/UserSearchDialogLoader';
import { useIdeasTranslation } from '../../../i18n';
import { useAddContributor } from '../api/add-contributor';
import { useRemoveContributor } from '../api/remove-contributor';

/** Contributors with avatars; creators and admins add (user search) and remove (confirmed). */
export function ContributorsPanel({ idea, canManage }: { idea: Idea; canManage: boolean }) {
  const { t } = useIdeasTranslation();
  const addOne = useAddContributor(idea.id);
  const removeOne = useRemoveContributor(idea.id);
  const [searching, setSearching] = useState(false);
  const [toRemove, setToRemove] = useState<Contributor | null>(null);
  const removing = removeOne.isPending;

  async function add(userId: string) {
    try {
      await addOne.mutateAsync(userId);
      notifySuccess(t('contributors.added'));
    } catch {
      notifyError(t('contributors.addFailed'));
    }
  }

  function confirmRemove() {
    if (!toRemove) return;
    removeOne.mutate(toRemove.id, {
      onSuccess: () => {
        notifySuccess(t('contributors.removed'));
        setToRemove(null);
      },
      onError: () => notifyError(t('contributors.removeFailed')),
    });
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-contributors">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="idea-contributors">
          {t('detail.contributors')}
        </Title>
        {canManage && (
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setSearching(true)}>
            {t('contributors.add')}
          </Button>
        )}
      </Group>
      {idea.contributors.length === 0 ? (
        <Text c="dimmed">{t('detail.noContributors')}</Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {idea.contributors.map((c) => (
            <Group key={c.id} component="li" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <UserAvatar name={c.name} picture={c.picture} size="sm" />
                <Text size="sm">{c.name}</Text>
              </Group>
              {canManage && (
                <Tooltip label={t('contributors.remove', { name: c.name })}>
                  <ActionIcon variant="subtle" color="red" aria-label={t('contributors.remove', { name: c.name })} onClick={() => setToRemove(c)}>
                    <IconUserMinus size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <UserSearchDialogLoader
        opened={searching}
        onClose={() => setSearching(false)}
        title={t('contributors.add')}
        excludeIds={[idea.submitterId, ...idea.contributors.map((c) => c.id)]}
        onSelect={(user) => add(user.id)}
      />
      <ConfirmDialog
        opened={!!toRemove}
        title={t('contributors.removeTitle')}
        message={t('contributors.removeConfirm', { name: toRemove?.name ?? '' })}
        confirmLabel={t('contributors.removeAction')}
        loading={removing}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </Card>
  );
}

