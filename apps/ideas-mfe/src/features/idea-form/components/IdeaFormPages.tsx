import { IconArrowLeft } from '@tabler/icons-react';
import { isEditableStatus, ideaAccess } from '@idea-portal/domain';
import { paths, useCanCreateIdeas, useCurrentUser, usePageTitle, Link, useParams } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, Alert, Anchor, Group, Stack, Text } from '@idea-portal/ui';
import { useIdea } from '../../../shared/api/get-idea';
import { isNotFound } from '../../../shared/api/idea-path';
import { useIdeasTranslation } from '../../../i18n';
import { IdeaForm } from './IdeaForm';
import { RevisionRequestForm } from './RevisionRequestForm';

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

/** /app/ideas/new */
export function IdeaCreatePage() {
  const { t } = useIdeasTranslation();
  usePageTitle(t('form.createTitle'));
  const me = useCurrentUser();
  const allowed = useCanCreateIdeas();
  return (
    <Stack gap="md">
      <BackLink to={paths.app.ideas.getHref()} label={t('common.backToIdeas')} />
      <PageTitle>{t('form.createTitle')}</PageTitle>
      {me.data && !allowed ? (
        <Alert color="gray" role="alert">
          {t('form.createNotAllowed')}
        </Alert>
      ) : (
        <>
          <Text c="dimmed" size="sm" maw={720}>
            {t('form.intro')}
          </Text>
          <IdeaForm />
        </>
      )}
    </Stack>
  );
}

/** /app/ideas/:ideaId/edit: the form while editable, a revision request afterwards. */
export function IdeaEditPage() {
  const { ideaId = '' } = useParams();
  const { t } = useIdeasTranslation();
  const me = useCurrentUser();
  // The detail page's query: opening the editor from the idea shows it at once, no second fetch.
  const idea = useIdea(ideaId.trim() ? ideaId : undefined);
  usePageTitle(idea.data ? `${t('form.editTitle')}: ${idea.data.title}` : t('form.editTitle'));

  if (!ideaId.trim()) return <ErrorState message={t('detail.idRequired')} />;
  if (idea.isPending || me.isPending) return <LoadingState label={t('form.loading')} />;
  if (idea.isError) {
    if (isNotFound(idea.error)) return <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFound', { ideaId })} />;
    return <ErrorState message={t('detail.error')} onRetry={() => void idea.refetch()} />;
  }
  const data = idea.data;
  const access = ideaAccess(me.data?.profile, data);
  const back = <BackLink to={paths.app.idea.getHref(data.id)} label={data.title} />;

  if (!access.isCreator && !access.isAdmin) {
    return (
      <Stack gap="md">
        {back}
        <ErrorState title={t('form.notAllowedTitle')} message={t('form.notAllowed')} />
      </Stack>
    );
  }
  if (!isEditableStatus(data.status)) {
    return (
      <Stack gap="md">
        {back}
        <PageTitle>{t('form.editTitle')}</PageTitle>
        <RevisionRequestForm idea={data} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <PageTitle>{t('form.editTitle')}</PageTitle>
      <IdeaForm
        key={data.id}
        idea={data}
        onReload={async () => {
          const res = await idea.refetch();
          return res.data;
        }}
      />
    </Stack>
  );
}
