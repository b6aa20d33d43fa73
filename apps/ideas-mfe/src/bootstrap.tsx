import { startStandalone } from '@idea-portal/testing/standalone';
import { paths } from '@idea-portal/platform';

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
      lazy: async () => ({ Component: (await import('./widgets/LatestIdeas')).default }),
    },
  ],
});
