import { IconBell, IconUserPlus } from '@tabler/icons-react';
import type { SimilarIdea } from '@idea-portal/contracts';
import { paths, Link } from '@idea-portal/platform';
import { StatusBadge, Anchor, Button, Card, Group, Stack, Text, notifyError, notifySuccess } from '@idea-portal/ui';
import { isUnauthenticated } from '../../../shared/api/idea-path';
import { useCreateComment } from '../../../shared/api/create-comment';
import { useFollowIdea } from '../../../shared/api/follow-idea';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { similarItemEn } from '../../../i18n/similar-item.en';
import { commentsEn } from '../../../i18n/comments.en';
import { detailEn } from '../../../i18n/detail.en';

registerIdeasPartTexts(commentsEn);
registerIdeasPartTexts(similarItemEn);
registerIdeasPartTexts(detailEn);

/** A suggested idea: its title (opens in a new tab), status, and Follow instead / Ask to join. */
export function SimilarIdeaItem({ idea }: { idea: SimilarIdea }) {
  const { t } = useIdeasTranslation();
  const follow = useFollowIdea(idea.id);
  const join = useCreateComment(idea.id);
  // Done once: the buttons then say so and stay disabled.
  const followed = follow.isSuccess;
  const asked = join.isSuccess;

  const followInstead = () =>
    follow.mutate(true, {
      onSuccess: () => notifySuccess(t('detail.followedText'), t('detail.followed')),
      onError: (error) => notifyError(isUnauthenticated(error) ? t('detail.followLogin') : t('detail.followFailed')),
    });
  const askToJoin = () =>
    join.mutate(
      { text: t('similar.joinText') },
      {
        onSuccess: () => notifySuccess(t('similar.joinSent'), t('comments.created')),
        onError: () => notifyError(t('similar.joinFailed')),
      },
    );

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
            onClick={followInstead}
            loading={follow.isPending}
            disabled={followed || join.isPending}
          >
            {followed ? t('similar.following') : t('similar.followInstead')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconUserPlus size={14} aria-hidden />}
            onClick={askToJoin}
            loading={join.isPending}
            disabled={asked || follow.isPending}
          >
            {asked ? t('similar.asked') : t('similar.askToJoin')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
