import { IconArrowLeft } from '@tabler/icons-react';
import { EmptyState, ErrorState, Button, Stack } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../i18n';
import { paths, Link } from '@idea-portal/platform';
import { detailEn } from '../../i18n/detail.en';

registerIdeasPartTexts(detailEn);

/** The way back from an idea that cannot be shown: to the ideas list. */
function BackToIdeas() {
  const { t } = useIdeasTranslation();
  return (
    <Button component={Link} to={paths.app.ideas.getHref()} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
      {t('common.backToIdeas')}
    </Button>
  );
}

/** An idea (or its editor) whose ID names no idea the person may see. */
export function IdeaNotFound({ ideaId }: { ideaId: string }) {
  const { t } = useIdeasTranslation();
  return <EmptyState title={t('detail.notFoundTitle')} description={t('detail.notFound', { ideaId })} action={<BackToIdeas />} />;
}

/** An idea address without an ID. */
export function IdeaIdRequired() {
  const { t } = useIdeasTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <ErrorState message={t('detail.idRequired')} />
      <BackToIdeas />
    </Stack>
  );
}
