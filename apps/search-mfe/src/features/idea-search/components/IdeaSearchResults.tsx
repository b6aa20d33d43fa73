import { IconSearchOff } from '@tabler/icons-react';
import { SEARCH_SORTS, type SearchQuery, type SearchSort } from '@idea-portal/contracts';
import { EmptyState, ErrorState, ExportMenu, LoadingState, Grid, Group, Select, Text } from '@idea-portal/ui';
import { searchExport } from '../api/export-search';
import { useSearchTranslation } from '../../../i18n';
import { useIdeaSearch } from '../api/search-ideas';
import { FacetPanel } from './FacetPanel';
import { SearchResults } from './SearchResults';

/** Facets, count, sort and results of the search state in the URL. */
export function IdeaSearchResults({ query, onChange }: { query: SearchQuery; onChange: (next: SearchQuery) => void }) {
  const { t } = useSearchTranslation();
  const search = useIdeaSearch(query);
  if (search.isPending) return <LoadingState label={t('ideaSearch.loading')} />;
  if (!search.data) return <ErrorState message={t('ideaSearch.error')} onRetry={() => void search.refetch()} />;
  const [first] = search.data.pages;
  const hits = search.data.pages.flatMap((p) => p.items);
  const sort: SearchSort = query.sort ?? (query.q ? 'relevance' : 'date');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }}>{first && <FacetPanel facets={first.facets} query={query} onChange={onChange} />}</Grid.Col>
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
