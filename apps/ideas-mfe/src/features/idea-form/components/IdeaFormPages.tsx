import { ComingSoon } from '@idea-portal/ui';
import { usePageTitle } from '@idea-portal/platform';
import { useIdeasTranslation } from '../../../i18n';

/** The create and edit forms come with the ideas-core issue: a "coming soon" card until then. */
export function IdeaCreatePage() {
  const { t } = useIdeasTranslation();
  usePageTitle(t('form.createTitle'));
  return <ComingSoon title={t('form.createTitle')} />;
}

export function IdeaEditPage() {
  const { t } = useIdeasTranslation();
  usePageTitle(t('form.editTitle'));
  return <ComingSoon title={t('form.editTitle')} />;
}
