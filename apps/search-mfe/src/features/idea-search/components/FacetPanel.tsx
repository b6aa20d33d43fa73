import { SUBMITTED_RANGES, type FacetBucket, type SearchFacets, type SearchQuery } from '@idea-portal/contracts';
import { useCategoryName } from '@idea-portal/platform';
import { useUiText, Checkbox, Radio, Stack, Text, Title } from '@idea-portal/ui';
import { useSearchTranslation } from '../../../i18n';
import { toggleValue } from '../../../shared/lib/url-state';

type ListFacet = 'status' | 'category' | 'location' | 'unit';

/** The buckets plus chosen values the results no longer contain (count 0), so they can be unchosen. */
function withChosen(buckets: FacetBucket[], chosen: string[] | undefined): FacetBucket[] {
  const missing = (chosen ?? []).filter((v) => !buckets.some((b) => b.value === v)).map((v) => ({ value: v, label: v, count: 0 }));
  return [...buckets, ...missing];
}

/** Filters with counts: statuses, categories, locations, units (several each) and one submitted range. */
export function FacetPanel({ facets, query, onChange }: { facets: SearchFacets; query: SearchQuery; onChange: (next: SearchQuery) => void }) {
  const { t } = useSearchTranslation();
  const ui = useUiText();
  const categoryName = useCategoryName();
  const statusText = (s: string) => (ui.has(`status.${s}`) ? ui.text(`status.${s}`) : s.replace(/_/g, ' '));
  const group = (facet: ListFacet, labelOf: (b: FacetBucket) => string = (b) => b.label) => {
    const buckets = withChosen(facets[facet], query[facet] as string[] | undefined);
    const id = `facet-${facet}`;
    return (
      <div role="group" aria-labelledby={id}>
        <Title order={3} size="h6" id={id} mb={6}>
          {t(`ideaSearch.facets.${facet}`)}
        </Title>
        {buckets.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ideaSearch.facets.none')}
          </Text>
        ) : (
          <Stack gap={6}>
            {buckets.map((b) => (
              <Checkbox
                key={b.value}
                size="sm"
                checked={((query[facet] ?? []) as string[]).includes(b.value)}
                onChange={() => onChange(toggleValue(query, facet, b.value))}
                label={`${labelOf(b)} (${b.count})`}
              />
            ))}
          </Stack>
        )}
      </div>
    );
  };
  const counts = Object.fromEntries(facets.submitted.map((b) => [b.value, b.count]));
  return (
    <Stack gap="lg" component="aside" aria-label={t('ideaSearch.facets.title')}>
      {group('status', (b) => statusText(b.value))}
      {group('category', (b) => categoryName(b.label))}
      <Radio.Group
        label={t('ideaSearch.facets.submitted')}
        value={query.submitted ?? 'any'}
        onChange={(v) => {
          const next = { ...query };
          if (v === 'any') delete next.submitted;
          else next.submitted = v as SearchQuery['submitted'];
          onChange(next);
        }}
      >
        <Stack gap={6} mt={6}>
          <Radio value="any" label={t('ideaSearch.submitted.any')} size="sm" />
          {SUBMITTED_RANGES.map((r) => (
            <Radio key={r} value={r} size="sm" label={`${t(`ideaSearch.submitted.${r}`)} (${counts[r] ?? 0})`} />
          ))}
        </Stack>
      </Radio.Group>
      {group('location')}
      {group('unit')}
    </Stack>
  );
}
