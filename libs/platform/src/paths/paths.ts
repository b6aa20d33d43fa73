/**
 * Every page of the portal in one table: `path` is the route pattern as the owning router
 * declares it (under /app relative to /app, under /admin relative to the admin base),
 * `getHref` builds the absolute link. Remotes link to each other's pages through this table
 * only, so a moved page is one edit here and a type error everywhere it was linked.
 */

/** `?a=1&b=2` from the defined, non-empty values (empty when none). */
function search(params: Record<string, string | number | boolean | null | undefined>): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const seg = (value: string) => encodeURIComponent(value);

export const paths = {
  home: { path: '/', getHref: () => '/' },
  welcome: { path: '/welcome', getHref: () => '/welcome' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },

  auth: {
    login: {
      path: '/auth/login',
      getHref: (redirectTo?: string | null) => `/auth/login${search({ redirectTo })}`,
    },
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    register: { path: '/auth/register', getHref: () => '/auth/register' },
    resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
  },

  app: {
    /** The dashboard (my-page remote's index route). */
    root: { path: '/app', getHref: () => '/app' },
    faq: { path: 'faq', getHref: () => '/app/faq' },

    // ideas remote
    ideas: {
      path: 'ideas',
      getHref: (filters: { q?: string; status?: string; category?: string } = {}) => `/app/ideas${search(filters)}`,
    },
    newIdea: { path: 'ideas/new', getHref: () => '/app/ideas/new' },
    idea: {
      path: 'ideas/:ideaId',
      getHref: (ideaId: string, opts: { tab?: string } = {}) => `/app/ideas/${seg(ideaId)}${search(opts)}`,
    },
    editIdea: { path: 'ideas/:ideaId/edit', getHref: (ideaId: string) => `/app/ideas/${seg(ideaId)}/edit` },
    discussions: { path: 'discussions', getHref: () => '/app/discussions' },
    discussion: { path: 'discussions/:discussionId', getHref: (discussionId: string) => `/app/discussions/${seg(discussionId)}` },

    // my-page remote
    myPage: { path: 'my-page', getHref: () => '/app/my-page' },
    watched: { path: 'my-page/watched', getHref: () => '/app/my-page/watched' },
    tasks: { path: 'my-page/tasks', getHref: () => '/app/my-page/tasks' },
    myIdeas: { path: 'my-ideas', getHref: () => '/app/my-ideas' },
    notifications: { path: 'notifications', getHref: () => '/app/notifications' },
    profile: { path: 'profile', getHref: (opts: { edit?: boolean } = {}) => `/app/profile${opts.edit ? '?edit=1' : ''}` },

    // search remote
    search: { path: 'search', getHref: () => '/app/search' },
    indicators: { path: 'indicators', getHref: () => '/app/indicators' },
    users: { path: 'users', getHref: () => '/app/users' },
    accounts: { path: 'accounts', getHref: () => '/app/accounts' },
    tenants: { path: 'tenants', getHref: () => '/app/tenants' },
    organizationUnits: { path: 'organization-units', getHref: () => '/app/organization-units' },
  },

  /** The admin remote; the shell mounts it at /app/admin and /admin, `base` picks which. */
  admin: {
    root: { path: '', getHref: (base = '/app/admin') => base },
    users: { path: 'users', getHref: (base = '/app/admin') => `${base}/users` },
    organizations: { path: 'organizations', getHref: (base = '/app/admin') => `${base}/organizations` },
    categories: { path: 'categories', getHref: (base = '/app/admin') => `${base}/categories` },
    settings: { path: 'settings', getHref: (base = '/app/admin') => `${base}/settings` },
    activity: { path: 'activity', getHref: (base = '/app/admin') => `${base}/activity` },
    ideas: { path: 'ideas', getHref: (base = '/app/admin') => `${base}/ideas` },
  },
} as const;
