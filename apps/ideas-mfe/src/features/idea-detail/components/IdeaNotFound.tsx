import { IconArrowLeft } from '@tabler/icons-react';
import { EmptyState, Button } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { paths, Link } from '@idea-portal/platform';

export function IdeaNotFound({ ideaId }: { ideaId: string }) {
  const { t } = useIdeasTranslation();
  return (
    <EmptyState
      title={t('detail.notFoundTitle')}
      description={t('detail.notFound', { ideaId })}
      action={
        <Button component={Link} to={paths.app.ideas.getHref()} variant="light" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('common.backToIdeas')}
        </Button>
      }
    />
  );
}
