import { IconPlus } from '@tabler/icons-react';
import { paths, useCanCreateIdeas, usePageTitle, Link } from '@idea-portal/platform';
import { EmptyState, ExportMenu, PageTitle, QueryState, loadMoreOf, Button } from '@idea-portal/ui';
import { ideasExport } from '../api/export-ideas';
import { useIdeas } from '../api/get-ideas';
import { useListFilters } from '../hooks/use-list-filters';
import { IdeaFilters } from './IdeaFilters';
import { IdeaTable } from '../../../shared/components/IdeaTable';
import { registerIdeasPartTexts, useIdeasTranslation } from '../../../i18n';
import { listEn } from '../../../i18n/list.en';
import { usePreloadWhenIdle } from '@idea-portal/ui/preload';

registerIdeasPartTexts(listEn);

/**
 * /app/ideas: filters (status, category, text), sort, cursor pagination with "Load more".
 * `preloadNewIdea` fetches the New Idea form's code (routes.tsx): once the list is shown and the
 * page idle, and when the pointer or focus comes to the button, so that its click shows the form
 * at once (tools/bench/interaction-latency.ts).
 */
export function IdeasListPage({ preloadNewIdea }: { preloadNewIdea?: () => Promise<void> }) {
  const { t } = useIdeasTranslation();
  const canCreate = useCanCreateIdeas();
  usePageTitle(t('list.title'));
  const { filters, update, clear } = useListFilters();
  const query = useIdeas(filters);
  usePreloadWhenIdle(canCreate && !query.isPending, preloadNewIdea ? { newIdea: preloadNewIdea } : {});

  return (
    <div>
      <PageTitle
        right={
          <>
            <ExportMenu {...ideasExport(filters)} />
            {canCreate && (
              <Button component={Link} to={paths.app.newIdea.getHref()} onPointerEnter={preloadNewIdea} onFocus={preloadNewIdea} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('list.newIdea')}
              </Button>
            )}
          </>
        }
      >
        {t('list.title')}
      </PageTitle>
      <IdeaFilters filters={filters} onChange={update} onClear={clear} />
      <QueryState
        query={query}
        loadingLabel={t('list.loading')}
        errorMessage={t('list.error')}
        isEmpty={(data) => data.pages.every((p) => p.ideas.length === 0)}
        empty={<EmptyState title={t('list.empty')} description={t('list.emptyText')} />}
      >
        {(data) => {
          const ideas = data.pages.flatMap((p) => p.ideas);
          return <IdeaTable ideas={ideas} caption={t('list.title')} summary={t('list.count', { count: ideas.length })} loadMore={loadMoreOf(query)} />;
        }}
      </QueryState>
    </div>
  );
}
