import { isEditableStatus, ideaAccess } from '@idea-portal/domain';
import { paths, useCurrentUser, usePageTitle, useParams } from '@idea-portal/platform';
import { ErrorState, LoadingState, PageTitle, Stack, lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { useIdea } from '../../../shared/api/get-idea';
import { isNotFound } from '../../../shared/api/idea-path';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { detailEn } from '../../../i18n/detail.en';
import { ideaEditEn } from '../../../i18n/idea-edit.en';
import { IdeaIdRequired, IdeaNotFound } from '../../../shared/components/IdeaNotFound';
import { BackLink } from './BackLink';
import { IdeaForm } from './IdeaForm';

registerIdeasPartTexts(detailEn);
registerIdeasPartTexts(ideaEditEn);

/** Shown instead of the form for an idea past first assessment: its code loads only then (New Idea does not carry it). */
const RevisionRequestForm = lazyComponent(() =>
  Promise.all([import(/* webpackChunkName: "revision-request" */ './RevisionRequestForm'), loadDeferredMantine('Textarea')]).then(([m]) => m.RevisionRequestForm),
);

/** /app/ideas/:ideaId/edit: the form while editable, a revision request afterwards. */
export function IdeaEditPage() {
  const { ideaId = '' } = useParams();
  const { t } = useIdeasTranslation();
  const me = useCurrentUser();
  // The detail page's query: opening the editor from the idea shows it at once, no second fetch.
  const idea = useIdea(ideaId.trim() ? ideaId : undefined);
  usePageTitle(idea.data ? `${t('form.editTitle')}: ${idea.data.title}` : t('form.editTitle'));

  if (!ideaId.trim()) return <IdeaIdRequired />;
  if (idea.isPending || me.isPending) return <LoadingState label={t('form.loading')} />;
  if (idea.isError) {
    if (isNotFound(idea.error)) return <IdeaNotFound ideaId={ideaId} />;
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
