import type { SearchHit } from '@idea-portal/contracts';
import { paths, Link, useCategoryName } from '@idea-portal/platform';
import { StatusBadge, formatDate, Anchor, Button, Card, Group, Stack, Text } from '@idea-portal/ui';
import { useSearchTranslation } from '../../../i18n';
import { Highlighted } from './Highlighted';

function Hit({ hit }: { hit: SearchHit }) {
  const { i18n } = useSearchTranslation();
  const categoryName = useCategoryName();
  const meta = [hit.category ? categoryName(hit.category.name) : null, hit.submitter?.name, hit.location, hit.unit?.name, formatDate(hit.submittedAt ?? hit.createdAt, i18n.language)].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Anchor component={Link} to={paths.app.idea.getHref(hit.id)} fw={700}>
          <Highlighted parts={hit.highlights.title} />
        </Anchor>
        <StatusBadge status={hit.status} />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {meta.join(' · ')}
      </Text>
      {hit.highlights.snippet.length > 0 && (
        <Text size="sm" mt={6}>
          <Highlighted parts={hit.highlights.snippet} />
        </Text>
      )}
    </Card>
  );
}

/** The result list with "Show more" while there are further pages. */
export function SearchResults({ hits, hasMore, loadingMore, onMore }: { hits: SearchHit[]; hasMore: boolean; loadingMore: boolean; onMore: () => void }) {
  const { t } = useSearchTranslation();
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" aria-label={t('ideaSearch.results')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {hits.map((hit) => (
          <Hit key={hit.id} hit={hit} />
        ))}
      </Stack>
      {hasMore && (
        <Button variant="default" onClick={onMore} loading={loadingMore} style={{ alignSelf: 'center' }}>
          {t('ideaSearch.more')}
        </Button>
      )}
    </Stack>
  );
}
