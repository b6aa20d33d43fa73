import { Fragment } from 'react';
import type { SearchHit, SearchMatchField } from '@idea-portal/contracts';
import { paths, Link, useCategoryName } from '@idea-portal/platform';
import { StatusBadge, formatDate, Anchor, Button, Card, Group, Stack, Text } from '@idea-portal/ui';
import { useSearchTranslation } from '../../../i18n';
import { Highlighted } from './Highlighted';

/** Fields a search finds words in that the hit does not show: named below it when they matched. */
const UNSHOWN: SearchMatchField[] = ['tags', 'contributors'];

function Hit({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useSearchTranslation();
  const categoryName = useCategoryName();
  const matched = new Set(hit.highlights.fields);
  const meta = (
    [
      ['category', hit.category ? categoryName(hit.category.name) : null],
      ['submitter', hit.submitter?.name],
      ['location', hit.location],
      ['unit', hit.unit?.name],
      [null, formatDate(hit.submittedAt ?? hit.createdAt, i18n.language)],
    ] as const
  ).filter(([, text]) => text);
  const alsoFound = UNSHOWN.filter((f) => matched.has(f));
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Anchor component={Link} to={paths.app.idea.getHref(hit.id)} fw={700}>
          <Highlighted parts={hit.highlights.title} />
        </Anchor>
        <StatusBadge status={hit.status} />
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {meta.map(([field, text], i) => (
          <Fragment key={i}>
            {i > 0 && ' · '}
            {field && matched.has(field) ? <mark>{text}</mark> : text}
          </Fragment>
        ))}
      </Text>
      {alsoFound.length > 0 && (
        <Text size="xs" c="dimmed">
          {t('ideaSearch.foundIn', { fields: alsoFound.map((f) => t(`ideaSearch.fields.${f}`)).join(', ') })}
        </Text>
      )}
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
