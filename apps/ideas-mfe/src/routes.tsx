/** Exposed as `ideas/routes`: paths relative to /app (the shell mounts them with useRoutes). */
import type { RouteObject } from 'react-router';
import { registerIdeasTranslations } from './i18n';
import { IdeasListPage } from './features/ideas-list/components/IdeasListPage';
import { IdeaDetailPage } from './features/idea-detail/components/IdeaDetailPage';
import { IdeaCreatePage, IdeaEditPage } from './features/idea-form/components/IdeaFormPages';
import { DiscussionRedirect, DiscussionsPage } from './features/discussions/components/DiscussionsPage';

registerIdeasTranslations();

export const routes: RouteObject[] = [
  { path: 'ideas', element: <IdeasListPage /> },
  { path: 'ideas/new', element: <IdeaCreatePage /> },
  { path: 'ideas/:ideaId', element: <IdeaDetailPage /> },
  { path: 'ideas/:ideaId/edit', element: <IdeaEditPage /> },
  { path: 'discussions', element: <DiscussionsPage /> },
  { path: 'discussions/:discussionId', element: <DiscussionRedirect /> },
];

export default routes;
