import { startStandalone } from '@idea-portal/testing/standalone';

void startStandalone({
  title: 'Ideas',
  loadRoutes: () => import('./routes'),
  nav: [
    { label: 'Ideas', to: '/app/ideas' },
    { label: 'Discussions', to: '/app/discussions' },
    { label: 'Latest ideas widget', to: '/widgets/latest-ideas' },
  ],
  home: '/app/ideas',
  extraRoutes: [
    {
      path: '/widgets/latest-ideas',
      lazy: async () => ({ Component: (await import('./widgets/LatestIdeas')).default }),
    },
  ],
});
