/**
 * Exposed as `ideas/routes`: paths relative to /app (the shell mounts them with useRoutes). Each
 * page is a chunk of its own, fetched with the deferred Mantine components it uses.
 */
import type { RouteObject } from 'react-router';
import { paths, useParams, type RoutePreloadContext } from '@idea-portal/platform';
import { lazyComponent, loadDeferredMantine } from '@idea-portal/ui';
import { registerIdeasTranslations } from './i18n';
import { prefetchIdeaPage, usePrefetchIdeaPage } from './features/idea-detail/api/prefetch-idea-page';

registerIdeasTranslations();

const IdeasListPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "ideas-list" */ './features/ideas-list/components/IdeasListPage'),
    loadDeferredMantine('MultiSelect', 'Pagination', 'Select', 'Table', 'TextInput'),
  ]).then(([m]) => m.IdeasListPage),
);
const IdeaDetailPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "idea-detail" */ './pages/idea-detail/IdeaDetailPage'),
    loadDeferredMantine('Image', 'Tabs', 'Textarea'),
  ]).then(([m]) => m.IdeaDetailPage),
);
/** The idea page's data starts loading beside the page's code, not after it. */
function IdeaDetailRoute() {
  usePrefetchIdeaPage(useParams().ideaId);
  return <IdeaDetailPage />;
}
/** The shell's preload of the first page (RoutePreloadContext in @idea-portal/platform): the code and the data. */
IdeaDetailRoute.preload = async ({ params, queryClient }: RoutePreloadContext) => {
  await Promise.all([IdeaDetailPage.preload(), prefetchIdeaPage(queryClient, params.ideaId)]);
};
// The two pages share the form (a chunk of its own); New Idea does not bring the editing page's checks.
const IdeaCreatePage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "idea-form" */ './features/idea-form/components/IdeaCreatePage'),
    loadDeferredMantine('Fieldset', 'FileButton', 'Radio', 'Select', 'TagsInput', 'TextInput', 'Textarea', 'useForm'),
  ]).then(([m]) => m.IdeaCreatePage),
);
const IdeaEditPage = lazyComponent(() =>
  Promise.all([
    import(/* webpackChunkName: "idea-edit" */ './features/idea-form/components/IdeaEditPage'),
    loadDeferredMantine('Fieldset', 'FileButton', 'Radio', 'Select', 'TagsInput', 'TextInput', 'Textarea', 'useForm'),
  ]).then(([m]) => m.IdeaEditPage),
);
const discussions = () =>
  Promise.all([
    import(/* webpackChunkName: "ideas-discussions" */ './features/discussions/components/DiscussionsPage'),
    loadDeferredMantine('Pagination', 'Select', 'Table'),
  ]).then(([m]) => m);
const DiscussionsPage = lazyComponent(() => discussions().then((m) => m.DiscussionsPage));
const DiscussionRedirect = lazyComponent(() => discussions().then((m) => m.DiscussionRedirect));

export const routes: RouteObject[] = [
  { path: paths.app.ideas.path, element: <IdeasListPage preloadNewIdea={IdeaCreatePage.preload} /> },
  { path: paths.app.newIdea.path, element: <IdeaCreatePage /> },
  { path: paths.app.idea.path, element: <IdeaDetailRoute /> },
  { path: paths.app.editIdea.path, element: <IdeaEditPage /> },
  { path: paths.app.discussions.path, element: <DiscussionsPage /> },
  { path: paths.app.discussion.path, element: <DiscussionRedirect /> },
];

export default routes;
