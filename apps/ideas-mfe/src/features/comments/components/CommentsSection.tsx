import { useState } from 'react';
import { IconArrowBackUp, IconMessageCircle, IconTrash } from '@tabler/icons-react';
import { IDEA_LIMITS, type Comment } from '@idea-portal/contracts';
import { useCurrentUser } from '@idea-portal/platform';
import { EmptyState, LoadingState, UserAvatar, formatDateTime, ConfirmDialog, Alert, Box, Button, Card, Group, Stack, Text, Textarea, Title, notifyError, notifySuccess } from '@idea-portal/ui';
import { useCreateComment } from '../../../shared/api/create-comment';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { commentsEn } from '../../../i18n/comments.en';
import { loadContractChecks, validationText } from '../../../shared/lib/validation';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../../../shared/api/get-comments';

registerIdeasPartTexts(commentsEn);

interface ComposerProps {
  ideaId: string;
  parent?: Comment;
  onDone?: () => void;
  onCancel?: () => void;
}

function Composer({ ideaId, parent, onDone, onCancel }: ComposerProps) {
  const { t, i18n } = useIdeasTranslation();
  const create = useCreateComment(ideaId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = create.isPending;
  const label = parent ? t('comments.replyLabel', { name: parent.authorName ?? t('common.unknown') }) : t('comments.label');

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const input = { text, parentId: parent?.id ?? null };
    const checks = await loadContractChecks();
    if (!checks) {
      notifyError(t('comments.failed'));
      return;
    }
    const errors = checks.commentErrors(input);
    if (errors.text) {
      setError(errors.text);
      return;
    }
    create.mutate(
      { text: text.trim(), parentId: parent?.id ?? null },
      {
        onSuccess: () => {
          setText('');
          notifySuccess(parent ? t('comments.replied') : t('comments.created'));
          onDone?.();
        },
        onError: () => notifyError(t('comments.failed')),
      },
    );
  }

  return (
    <form onSubmit={(event) => void send(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          placeholder={t('comments.placeholder')}
          autosize
          minRows={parent ? 2 : 3}
          maxLength={IDEA_LIMITS.commentMax}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setError(null);
          }}
          onFocus={() => void loadContractChecks()}
          error={validationText(error, i18n.language)}
          autoFocus={!!parent}
        />
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" size="xs" onClick={onCancel}>
              {t('comments.cancelReply')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={busy}>
            {parent ? t('comments.postReply') : t('comments.post')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ThreadProps {
  ideaId: string;
  comment: Comment;
  depth: number;
  canDelete: (c: Comment) => boolean;
  onDelete: (c: Comment) => void;
  replyingTo: string | null;
  setReplyingTo: (id: string | null) => void;
}

function CommentItem({ ideaId, comment, depth, canDelete, onDelete, replyingTo, setReplyingTo }: ThreadProps) {
  const { t, i18n } = useIdeasTranslation();
  const name = comment.authorName ?? t('common.unknown');
  return (
    <Box component="li" style={{ listStyle: 'none' }} data-testid="comment">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <UserAvatar name={comment.deleted ? null : comment.authorName} picture={comment.deleted ? null : comment.authorPicture} size="sm" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {comment.deleted ? (
            <Text size="sm" c="dimmed" fs="italic">
              {t('comments.deletedText')}
            </Text>
          ) : (
            <>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(comment.createdAt, i18n.language)}
                </Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Text>
              <Group gap="xs">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconArrowBackUp size={14} aria-hidden />}
                  onClick={() => setReplyingTo(replyingTo === comment.id ? null : comment.id)}
                  aria-expanded={replyingTo === comment.id}
                >
                  {t('comments.reply')}
                </Button>
                {canDelete(comment) && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => onDelete(comment)}
                    aria-label={t('comments.deleteComment', { name })}
                  >
                    {t('comments.delete')}
                  </Button>
                )}
              </Group>
            </>
          )}
          {replyingTo === comment.id && (
            <Composer ideaId={ideaId} parent={comment} onDone={() => setReplyingTo(null)} onCancel={() => setReplyingTo(null)} />
          )}
          {comment.replies.length > 0 && (
            <Stack
              component="ul"
              gap="sm"
              mt="xs"
              pl={depth < 4 ? 'md' : 0}
              style={{ margin: 0, borderLeft: '2px solid var(--mantine-color-gray-3)' }}
            >
              {comment.replies.map((r) => (
                <CommentItem
                  key={r.id}
                  ideaId={ideaId}
                  comment={r}
                  depth={depth + 1}
                  canDelete={canDelete}
                  onDelete={onDelete}
                  replyingTo={replyingTo}
                  setReplyingTo={setReplyingTo}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Group>
    </Box>
  );
}

/** Comments with nested replies: post, reply, cancel reply, delete with confirmation. */
export function CommentsSection({ ideaId }: { ideaId: string }) {
  const { t } = useIdeasTranslation();
  const remove = useDeleteComment(ideaId);
  const me = useCurrentUser();
  const comments = useComments(ideaId);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Comment | null>(null);
  const profile = me.data?.profile;
  const canDelete = (c: Comment) => !!profile && !c.deleted && (c.authorId === profile.id || profile.role === 'ADMIN');

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notifySuccess(t('comments.deleted'));
        setToDelete(null);
      },
      onError: () => notifyError(t('comments.deleteFailed')),
    });
  }

  const list = comments.data?.comments ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="idea-comments">
      <Title order={3} size="h4" id="idea-comments" mb="sm">
        {t('comments.title')}
        {comments.data ? ` (${comments.data.total})` : ''}
      </Title>
      <Stack gap="md">
        {comments.isPending ? (
          <LoadingState label={t('comments.loading')} />
        ) : comments.isError ? (
          <Alert color="red" variant="light">
            <Group justify="space-between">
              <Text size="sm">{t('comments.error')}</Text>
              <Button size="compact-xs" variant="light" color="red" onClick={() => void comments.refetch()}>
                {t('common.retry')}
              </Button>
            </Group>
          </Alert>
        ) : list.length === 0 ? (
          <EmptyState icon={<IconMessageCircle size={28} aria-hidden />} title={t('comments.empty')} />
        ) : (
          <Stack component="ul" gap="md" style={{ padding: 0, margin: 0 }}>
            {list.map((c) => (
              <CommentItem
                key={c.id}
                ideaId={ideaId}
                comment={c}
                depth={0}
                canDelete={canDelete}
                onDelete={setToDelete}
                replyingTo={replyingTo}
                setReplyingTo={setReplyingTo}
              />
            ))}
          </Stack>
        )}
        <Composer ideaId={ideaId} />
      </Stack>
      <ConfirmDialog
        opened={!!toDelete}
        title={t('comments.deleteTitle')}
        message={t('comments.deleteConfirm')}
        confirmLabel={t('comments.delete')}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
