import { useEffect } from 'react';
import { Card, Group, Loader, Stack, Text, Title, lazyComponent, useDebouncedValue } from '@idea-portal/ui';
import { useIdeasTranslation } from '../../../i18n';
import { useSimilarIdeas } from '../api/get-similar-ideas';

export const SIMILAR_DEBOUNCE_MS = 400;

/** A suggestion's card: its code loads once the user has typed enough to ask for suggestions, so it is there before they are. */
const SimilarItem = lazyComponent(() => import(/* webpackChunkName: "similar-item" */ './SimilarIdeaItem').then((m) => m.SimilarIdeaItem));

/** Up to five existing ideas that look like what is being typed (debounced 400 ms). */
export function SimilarIdeasPanel({ title, description, excludeId }: { title: string; description: string; excludeId?: string }) {
  const { t } = useIdeasTranslation();
  const [debounced] = useDebouncedValue({ title, description }, SIMILAR_DEBOUNCE_MS);
  const similar = useSimilarIdeas(debounced.title, debounced.description, excludeId);
  const ideas = similar.data ?? [];
  useEffect(() => {
    if (similar.isEnabled) void SimilarItem.preload();
  }, [similar.isEnabled]);
  return (
    <Card withBorder radius="md" padding="md" component="aside" aria-labelledby="similar-ideas-title" data-testid="similar-ideas">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id="similar-ideas-title">
          {t('similar.title')}
        </Title>
        {similar.isFetching && <Loader size="xs" aria-label={t('similar.loading')} />}
      </Group>
      <div aria-live="polite">
        {!similar.isEnabled ? (
          <Text size="sm" c="dimmed">
            {t('similar.hint')}
          </Text>
        ) : similar.isPending ? (
          <Text size="sm" c="dimmed">
            {t('similar.loading')}
          </Text>
        ) : similar.isError ? (
          <Text size="sm" c="red">
            {t('similar.error')}
          </Text>
        ) : ideas.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('similar.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ideas.map((idea) => (
              <SimilarItem key={idea.id} idea={idea} />
            ))}
          </Stack>
        )}
      </div>
    </Card>
  );
}
