import { paths, usePageTitle } from '@idea-portal/platform';
import { PageTitle, Stack, Text } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { BackLink } from './BackLink';
import { IdeaForm } from './IdeaForm';

/** /app/ideas/new: every signed-in employee may submit ideas, whatever their role. */
export function IdeaCreatePage() {
  const { t } = useIdeasTranslation();
  usePageTitle(t('form.createTitle'));
  return (
    <Stack gap="md">
      <BackLink to={paths.app.ideas.getHref()} label={t('common.backToIdeas')} />
      <PageTitle>{t('form.createTitle')}</PageTitle>
      <Text c="dimmed" size="sm" maw={720}>
        {t('form.intro')}
      </Text>
      <IdeaForm />
    </Stack>
  );
}
