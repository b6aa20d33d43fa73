import { IconFilter, IconSearchOff } from '@tabler/icons-react';
import { SEARCH_SORTS, type SearchQuery, type SearchSort } from '@idea-portal/contracts';
import { EmptyState, ErrorState, ExportMenu, LoadingState, useDisclosure, Box, Button, Grid, Group, Select, Text } from '@idea-portal/ui';
import { searchExport } from '../api/export-search';
import { useSearchTranslation } from '../../../i18n';
import { useIdeaSearch } from '../api/search-ideas';
import { FacetPanel } from './FacetPanel';
import { SearchResults } from './SearchResults';

/** How many filters are chosen (each value of a list facet, and a submitted range). */
function chosenFilters(query: SearchQuery): number {
  return [query.status, query.category, query.location, query.unit].reduce((n, v) => n + (v?.length ?? 0), 0) + (query.submitted ? 1 : 0);
}

/** Facets, count, sort and results of the search state in the URL; on phones the facets fold away behind a Filters button, the results come first. */
export function IdeaSearchResults({ query, onChange }: { query: SearchQuery; onChange: (next: SearchQuery) => void }) {
  const { t } = useSearchTranslation();
  const search = useIdeaSearch(query);
  const [filtersOpen, filters] = useDisclosure(false);
  if (search.isPending) return <LoadingState label={t('ideaSearch.loading')} />;
  if (!search.data) return <ErrorState message={t('ideaSearch.error')} onRetry={() => void search.refetch()} />;
  const [first] = search.data.pages;
  const hits = search.data.pages.flatMap((p) => p.items);
  const sort: SearchSort = query.sort ?? (query.q ? 'relevance' : 'date');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Button
          hiddenFrom="md"
          variant="light"
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls="search-facets"
          onClick={filters.toggle}
          mb={filtersOpen ? 'md' : 0}
        >
          {t('ideaSearch.facets.title')}
          {chosenFilters(query) > 0 && ` (${chosenFilters(query)})`}
        </Button>
        {/* Below md the filters fold away until the Filters button opens them. */}
        <Box id="search-facets" visibleFrom={filtersOpen ? undefined : 'md'}>
          {first && <FacetPanel facets={first.facets} query={query} onChange={onChange} />}
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text role="status" aria-live="polite" fw={600}>
            {t('ideaSearch.total', { count: first?.total ?? 0 })}
          </Text>
          <Group gap="sm" align="flex-end">
            <ExportMenu {...searchExport(query)} />
            <Select
              label={t('ideaSearch.sort.label')}
              data={SEARCH_SORTS.filter((s) => s !== 'relevance' || query.q).map((s) => ({ value: s, label: t(`ideaSearch.sort.${s}`) }))}
              value={sort}
              onChange={(v) => v && onChange({ ...query, sort: v as SearchSort })}
              allowDeselect={false}
              w={200}
            />
          </Group>
        </Group>
        {hits.length === 0 ? (
          <EmptyState icon={<IconSearchOff size={28} />} title={t('ideaSearch.empty.title')} description={t('ideaSearch.empty.text')} />
        ) : (
          <SearchResults hits={hits} hasMore={search.hasNextPage} loadingMore={search.isFetchingNextPage} onMore={() => void search.fetchNextPage()} />
        )}
      </Grid.Col>
    </Grid>
  );
}
