import { useState } from 'react';
import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBell, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SimilarIdea } from '@idea-portal/contracts';
import { notifyError, notifySuccess, paths } from '@idea-portal/platform';
import { StatusBadge } from '@idea-portal/ui';
import { invalidateIdeas, isUnauthenticated } from '../../../shared/api/idea-path';
import { createComment } from '../../comments/api/create-comment';
import { setFollow } from '../../idea-detail/api/follow-idea';
import { useIdeasTranslation } from '../../../i18n';
import { useSimilarIdeas } from '../api/get-similar-ideas';

export const SIMILAR_DEBOUNCE_MS = 400;

function SimilarItem({ idea }: { idea: SimilarIdea }) {
  const { t } = useIdeasTranslation();
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState(false);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState<'follow' | 'join' | null>(null);

  async function follow() {
    setBusy('follow');
    try {
      await setFollow(idea.id, true);
      setFollowed(true);
      notifySuccess(t('detail.followedText'), t('detail.followed'));
      void invalidateIdeas(queryClient);
    } catch (error) {
      notifyError(isUnauthenticated(error) ? t('detail.followLogin') : t('detail.followFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function askToJoin() {
    setBusy('join');
    try {
      await createComment(idea.id, { text: t('similar.joinText') });
      setAsked(true);
      notifySuccess(t('similar.joinSent'), t('comments.created'));
      void invalidateIdeas(queryClient);
    } catch {
      notifyError(t('similar.joinFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder padding="sm" radius="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={paths.app.idea.getHref(idea.id)} target="_blank" rel="noopener" fw={600} size="sm">
            {idea.title}
          </Anchor>
          <StatusBadge status={idea.status} size="xs" style={{ flex: 'none' }} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('similar.match', { score: Math.round(idea.score * 100) })}
        </Text>
        <Group gap="xs">
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconBell size={14} aria-hidden />}
            onClick={follow}
            loading={busy === 'follow'}
            disabled={followed}
          >
            {followed ? t('similar.following') : t('similar.followInstead')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconUserPlus size={14} aria-hidden />}
            onClick={askToJoin}
            loading={busy === 'join'}
            disabled={asked}
          >
            {asked ? t('similar.asked') : t('similar.askToJoin')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Up to five existing ideas that look like what is being typed (debounced 400 ms). */
export function SimilarIdeasPanel({ title, description, excludeId }: { title: string; description: string; excludeId?: string }) {
  const { t } = useIdeasTranslation();
  const [debounced] = useDebouncedValue({ title, description }, SIMILAR_DEBOUNCE_MS);
  const similar = useSimilarIdeas(debounced.title, debounced.description, excludeId);
  const ideas = similar.data ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="aside" aria-labelledby="similar-ideas-title" data-testid="similar-ideas">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id="similar-ideas-title">
          {t('similar.title')}
        </Title>
        {similar.isFetching && <Loader size="xs" aria-label={t('similar.loading')} />}
      </Group>
      <div aria-live="polite">
        {!similar.isEnabled ? (
          <Text size="sm" c="dimmed">
            {t('similar.hint')}
          </Text>
        ) : similar.isPending ? (
          <Text size="sm" c="dimmed">
            {t('similar.loading')}
          </Text>
        ) : similar.isError ? (
          <Text size="sm" c="red">
            {t('similar.error')}
          </Text>
        ) : ideas.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('similar.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ideas.map((idea) => (
              <SimilarItem key={idea.id} idea={idea} />
            ))}
          </Stack>
        )}
      </div>
    </Card>
  );
}
