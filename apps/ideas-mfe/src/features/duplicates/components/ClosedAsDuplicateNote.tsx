import type { ReactNode } from 'react';
import { Alert, Text } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { duplicatesEn } from '../../../i18n/duplicates.en';
import { useDuplicateLinks } from '../api/duplicates';
import { IdeaLink } from './IdeaLink';

registerIdeasPartTexts(duplicatesEn);

/**
 * On the Process tab of an idea closed as a duplicate: that it was, the earlier idea that has
 * priority (as far as the reader may see it) and the reason. `otherwise` for an idea that is none.
 */
export function ClosedAsDuplicateNote({ ideaId, otherwise = null }: { ideaId: string; otherwise?: ReactNode }) {
  const { t } = useIdeasTranslation();
  const links = useDuplicateLinks(ideaId);
  if (!links.data?.duplicateOf) return links.isPending ? null : otherwise;
  const { duplicateOf: earlier, note } = links.data;
  return (
    <Alert color="gray" variant="light" title={t('duplicates.closedTitle')} data-testid="closed-as-duplicate">
      <Text size="sm">
        {t('duplicates.closedText')} <IdeaLink idea={earlier} />
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {t('duplicates.note')}: {note}
        </Text>
      )}
    </Alert>
  );
}
