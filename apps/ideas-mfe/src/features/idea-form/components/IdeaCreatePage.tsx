import { paths, useCanCreateIdeas, useCurrentUser, usePageTitle } from '@idea-portal/platform';
import { PageTitle, Alert, Stack, Text } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { BackLink } from './BackLink';
import { IdeaForm } from './IdeaForm';

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
