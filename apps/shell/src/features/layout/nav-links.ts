/** Header links of spec section 2 (label keys in the 'shell' namespace). */
export const MAIN_LINKS = [
  { key: 'nav.homePage', to: '/' },
  { key: 'nav.searchPool', to: '/app/search' },
  { key: 'nav.ideas', to: '/app/ideas' },
  { key: 'nav.keyIndicators', to: '/app/indicators' },
  { key: 'nav.helpContact', to: '/app/faq' },
] as const;

export const USER_LINKS = [
  { key: 'nav.dashboard', to: '/app' },
  { key: 'nav.myIdeas', to: '/app/my-ideas' },
  { key: 'nav.myTasks', to: '/app/my-page/tasks', widget: 'TaskBadge' },
] as const;

export const NEW_IDEA_PATH = '/app/ideas/new';
export const SEARCH_PATH = '/app/search';
