import { Group, Stack, Text } from '@idea-portal/ui';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { duplicatesEn } from '../../../i18n/duplicates.en';
import { useDuplicateLinks } from '../api/duplicates';
import { IdeaLink } from './IdeaLink';

registerIdeasPartTexts(duplicatesEn);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Stack gap={2} align="flex-end">
        {children}
      </Stack>
    </Group>
  );
}

/** The idea's priority links in its facts: "Duplicate of …" (with the reason) and "Duplicates: …"; nothing while there is none. */
export function DuplicateLinksFacts({ ideaId }: { ideaId: string }) {
  const { t } = useIdeasTranslation();
  const links = useDuplicateLinks(ideaId).data;
  if (!links || (!links.duplicateOf && links.duplicates.length === 0)) return null;
  return (
    <>
      {links.duplicateOf && (
        <Row label={t('duplicates.duplicateOf')}>
          <IdeaLink idea={links.duplicateOf} />
          {links.note && (
            <Text size="xs" c="dimmed" ta="right">
              {links.note}
            </Text>
          )}
        </Row>
      )}
      {links.duplicates.length > 0 && (
        <Row label={t('duplicates.duplicatesOfThis')}>
          {links.duplicates.map((d) => (
            <IdeaLink key={d.id} idea={d} />
          ))}
        </Row>
      )}
    </>
  );
}
