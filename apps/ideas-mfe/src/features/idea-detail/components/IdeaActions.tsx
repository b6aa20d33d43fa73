import { useState } from 'react';
import { Button, Group, notifyError, notifySuccess } from '@idea-portal/ui';
import { IconBell, IconBellOff, IconFileTypePdf, IconHeart, IconHeartFilled, IconPencil, IconMessage2Question } from '@tabler/icons-react';
import type { Idea } from '@idea-portal/contracts';
import { isEditableStatus, type IdeaAccess } from '@idea-portal/domain';
import { ideasKeys, paths, Link, useMutation, useQueryClient, useAuth } from '@idea-portal/platform';
import { invalidateIdeas, isUnauthenticated } from '../../../shared/api/idea-path';
import { exportIdeaPdf } from '../api/export-idea-pdf';
import { setFollow } from '../../../shared/api/follow-idea';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { toggleLike } from '../api/like-idea';
import { detailEn } from '../../../i18n/detail.en';

registerIdeasPartTexts(detailEn);

/** The idea page's actions: edit (for those who may), follow / unfollow, like and export to PDF. */
export function IdeaActions({ idea, access }: { idea: Idea; access: IdeaAccess }) {
  const { t, i18n } = useIdeasTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const following = !!idea.following;
  const liked = !!idea.liked;

  const patchIdea = (patch: Partial<Idea>) =>
    queryClient.setQueryData<Idea>(ideasKeys.detail(idea.id), (old) => (old ? { ...old, ...patch } : old));

  const follow = useMutation({
    mutationFn: async (next: boolean) => {
      if (!auth.isAuthenticated) throw Object.assign(new Error('UNAUTHENTICATED'), { status: 401, code: 'UNAUTHENTICATED' });
      return setFollow(idea.id, next);
    },
    onSuccess: (res) => {
      patchIdea({ following: res.following });
      if (res.following) notifySuccess(t('detail.followedText'), t('detail.followed'));
      else notifySuccess(t('detail.unfollowed'));
      void invalidateIdeas(queryClient);
    },
    onError: (error) => {
      const unauthenticated = isUnauthenticated(error) || (error as { code?: string }).code === 'UNAUTHENTICATED';
      notifyError(unauthenticated ? t('detail.followLogin') : t('detail.followFailed'));
    },
  });

  const like = useMutation({
    mutationFn: () => toggleLike(idea.id),
    onSuccess: (res) => {
      patchIdea({ liked: res.liked, likes: res.likes });
      notifySuccess(res.liked ? t('detail.liked') : t('detail.unliked'));
      void invalidateIdeas(queryClient);
    },
    onError: () => notifyError(t('detail.likeFailed')),
  });

  async function exportPdf() {
    setExporting(true);
    try {
      await exportIdeaPdf(idea, i18n.language);
      notifySuccess(t('detail.exportDone'));
    } catch {
      notifyError(t('detail.exportFailed'));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Group gap="xs" role="group" aria-label={t('detail.actions')}>
      {access.canEdit && (
        <Button component={Link} to={paths.app.editIdea.getHref(idea.id)} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
          {t('detail.edit')}
        </Button>
      )}
      {!access.canEdit && access.isCreator && !isEditableStatus(idea.status) && (
        <Button
          component={Link}
          to={paths.app.editIdea.getHref(idea.id)}
          variant="subtle"
          leftSection={<IconMessage2Question size={16} aria-hidden />}
        >
          {t('detail.requestRevision')}
        </Button>
      )}
      <Button
        variant={following ? 'filled' : 'default'}
        leftSection={following ? <IconBellOff size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
        onClick={() => follow.mutate(!following)}
        loading={follow.isPending}
        aria-pressed={following}
      >
        {following ? t('detail.unfollow') : t('detail.follow')}
      </Button>
      <Button
        variant={liked ? 'light' : 'default'}
        color={liked ? 'red' : undefined}
        leftSection={liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
        onClick={() => like.mutate()}
        loading={like.isPending}
        aria-pressed={liked}
        // The name starts with the visible count (WCAG label in name), then says what pressing does.
        aria-label={`${t('detail.likeCount', { count: idea.likes })}, ${liked ? t('detail.unlike') : t('detail.like')}`}
      >
        {idea.likes}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        onClick={() => void exportPdf()}
        disabled={exporting}
        aria-busy={exporting}
      >
        {exporting ? t('detail.exporting') : t('detail.exportPdf')}
      </Button>
    </Group>
  );
}
