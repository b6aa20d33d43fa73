import { lazy, Suspense } from 'react';
import { startStandalone } from '@idea-portal/testing/standalone';
import { paths } from '@idea-portal/platform';

const LatestIdeas = lazy(() => import('./widgets/LatestIdeas'));

void startStandalone({
  title: 'Ideas',
  loadRoutes: () => import('./routes'),
  nav: [
    { label: 'Ideas', to: paths.app.ideas.getHref() },
    { label: 'Discussions', to: paths.app.discussions.getHref() },
    { label: 'Latest ideas widget', to: '/widgets/latest-ideas' },
  ],
  home: paths.app.ideas.getHref(),
  extraRoutes: [
    {
      path: '/widgets/latest-ideas',
      element: (
        <Suspense>
          <LatestIdeas />
        </Suspense>
      ),
    },
  ],
});
