/** Kept apart from ./list-exports (zod schemas), so a page that links to an export carries no zod. */
/** The export endpoints' paths (the screens' Export menus link to them with their current filters). */
export const EXPORT_PATHS = {
  ideas: '/ideas/export',
  search: '/search/ideas/export',
  users: '/admin/users/export',
  activity: '/admin/activity/export',
} as const;
