/** Exposed as `ideas/routes`: paths relative to /app (the shell mounts them with useRoutes). */
import type { RouteObject } from 'react-router';
import { paths } from '@idea-portal/platform';
import { loadDeferredMantine } from '@idea-portal/ui';
import { registerIdeasTranslations } from './i18n';
import { IdeasListPage } from './features/ideas-list/components/IdeasListPage';
import { IdeaDetailPage } from './features/idea-detail/components/IdeaDetailPage';
import { IdeaCreatePage, IdeaEditPage } from './features/idea-form/components/IdeaFormPages';
import { DiscussionRedirect, DiscussionsPage } from './features/discussions/components/DiscussionsPage';

registerIdeasTranslations();
// This area's screens use Mantine components that load in chunks of their own: start them now.
void loadDeferredMantine(
  'CloseButton', 'CopyButton', 'Fieldset', 'FileButton', 'Image', 'Input', 'MultiSelect', 'NumberInput',
  'Pagination', 'Paper', 'Radio', 'SegmentedControl', 'Select', 'Tabs', 'TagsInput', 'Textarea', 'Timeline', 'useForm',
);

export const routes: RouteObject[] = [
  { path: paths.app.ideas.path, element: <IdeasListPage /> },
  { path: paths.app.newIdea.path, element: <IdeaCreatePage /> },
  { path: paths.app.idea.path, element: <IdeaDetailPage /> },
  { path: paths.app.editIdea.path, element: <IdeaEditPage /> },
  { path: paths.app.discussions.path, element: <DiscussionsPage /> },
  { path: paths.app.discussion.path, element: <DiscussionRedirect /> },
];

export default routes;
