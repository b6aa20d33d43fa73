import { paths } from '@idea-portal/platform';

/** Header links (label keys in the 'shell' namespace). */
export const MAIN_LINKS = [
  { key: 'nav.homePage', to: paths.home.getHref() },
  { key: 'nav.searchPool', to: paths.app.search.getHref() },
  { key: 'nav.ideas', to: paths.app.ideas.getHref() },
  { key: 'nav.keyIndicators', to: paths.app.indicators.getHref() },
  { key: 'nav.helpContact', to: paths.app.faq.getHref() },
] as const;

export const USER_LINKS = [
  { key: 'nav.dashboard', to: paths.app.root.getHref() },
  { key: 'nav.myIdeas', to: paths.app.myIdeas.getHref() },
  { key: 'nav.myTasks', to: paths.app.tasks.getHref(), widget: 'TaskBadge' },
] as const;

export const NEW_IDEA_PATH = paths.app.newIdea.getHref();
export const SEARCH_PATH = paths.app.search.getHref();
