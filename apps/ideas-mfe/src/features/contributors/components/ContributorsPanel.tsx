import { useState } from 'react';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { Contributor, ContributorEditMode, Idea } from '@idea-portal/contracts';
import { contributorsFrozen } from '@idea-portal/domain';
import { ApiRequestError } from '@idea-portal/platform';
import { UserAvatar, ConfirmDialog, ActionIcon, Button, Card, Group, Stack, Text, Textarea, Title, Tooltip, notifyError, notifySuccess } from '@idea-portal/ui';
import { UserSearchDialogLoader } from '../../../shared/components/UserSearchDialogLoader';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { useAddContributor } from '../api/add-contributor';
import { useRemoveContributor } from '../api/remove-contributor';
import { detailEn } from '../../../i18n/detail.en';
import { contributorsEn } from '../../../i18n/contributors.en';

registerIdeasPartTexts(contributorsEn);
registerIdeasPartTexts(detailEn);

/** A change waiting for the idea manager's reason (after the final decision). */
type Pending = { kind: 'add'; userId: string } | { kind: 'remove'; contributor: Contributor };

/**
 * Contributors with avatars. Creators and admins add (user search) and remove (confirmed) them
 * until the final decision; from then on they share the premium and are fixed, and only an idea
 * manager corrects them, giving a reason (the case file's `contributorEdit` says which applies;
 * before it has loaded, the idea's status and the caller's access decide).
 */
export function ContributorsPanel({ idea, canManage, mode: given }: { idea: Idea; canManage: boolean; mode?: ContributorEditMode }) {
  const { t } = useIdeasTranslation();
  const addOne = useAddContributor(idea.id);
  const removeOne = useRemoveContributor(idea.id);
  const [searching, setSearching] = useState(false);
  const [toRemove, setToRemove] = useState<Contributor | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const mode: ContributorEditMode = given ?? (canManage ? (contributorsFrozen(idea.status) ? 'frozen' : 'edit') : 'none');
  const changes = mode === 'edit' || mode === 'correct';
  const failed = (error: unknown, fallback: string) =>
    notifyError(error instanceof ApiRequestError && error.code === 'CONTRIBUTORS_FROZEN' ? t('contributors.frozenError') : fallback);

  async function add(userId: string, why?: string) {
    try {
      await addOne.mutateAsync({ userId, reason: why });
      notifySuccess(t('contributors.added'));
      setPending(null);
    } catch (error) {
      failed(error, t('contributors.addFailed'));
    }
  }

  function remove(contributor: Contributor, why?: string) {
    removeOne.mutate(
      { userId: contributor.id, reason: why },
      {
        onSuccess: () => {
          notifySuccess(t('contributors.removed'));
          setToRemove(null);
          setPending(null);
        },
        onError: (error) => failed(error, t('contributors.removeFailed')),
      },
    );
  }

  function closeReason() {
    setPending(null);
    setReason('');
    setReasonError(null);
  }

  function confirmReason() {
    if (!pending) return;
    const why = reason.trim();
    if (!why) return setReasonError(t('contributors.reasonRequired'));
    if (pending.kind === 'add') void add(pending.userId, why);
    else remove(pending.contributor, why);
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-contributors">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="idea-contributors">
          {t('detail.contributors')}
        </Title>
        {changes && (
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={() => setSearching(true)}>
            {t('contributors.add')}
          </Button>
        )}
      </Group>
      {mode === 'frozen' && (
        <Text size="sm" c="dimmed" mb="xs" data-testid="contributors-frozen">
          {t('contributors.frozen')}
        </Text>
      )}
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
              {changes && (
                <Tooltip label={t('contributors.remove', { name: c.name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('contributors.remove', { name: c.name })}
                    onClick={() => (mode === 'correct' ? setPending({ kind: 'remove', contributor: c }) : setToRemove(c))}
                  >
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
        onSelect={(user) => {
          if (mode === 'correct') {
            setSearching(false);
            setPending({ kind: 'add', userId: user.id });
          } else void add(user.id);
        }}
      />
      <ConfirmDialog
        opened={!!toRemove}
        title={t('contributors.removeTitle')}
        message={t('contributors.removeConfirm', { name: toRemove?.name ?? '' })}
        confirmLabel={t('contributors.removeAction')}
        loading={removeOne.isPending}
        onConfirm={() => toRemove && remove(toRemove)}
        onCancel={() => setToRemove(null)}
      />
      <ConfirmDialog
        opened={!!pending}
        title={t('contributors.correctTitle')}
        confirmLabel={t('contributors.correctAction')}
        cancelLabel={t('contributors.cancel')}
        loading={addOne.isPending || removeOne.isPending}
        onConfirm={confirmReason}
        onCancel={closeReason}
        message={
          <Stack gap="sm">
            <Text size="sm">{t('contributors.correctMessage')}</Text>
            <Textarea
              label={t('contributors.correctReason')}
              required
              autosize
              minRows={2}
              value={reason}
              error={reasonError}
              onChange={(e) => {
                setReason(e.currentTarget.value);
                setReasonError(null);
              }}
            />
          </Stack>
        }
      />
    </Card>
  );
}
