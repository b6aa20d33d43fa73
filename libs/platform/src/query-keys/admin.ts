/** Query keys owned by the admin remote. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  health: ['admin', 'health'] as const,
  units: ['admin', 'units'] as const,
  activityAll: ['admin', 'activity'] as const,
  activity: (page: number) => ['admin', 'activity', page] as const,
  users: (query: object) => ['admin', 'users', query] as const,
  categories: ['admin', 'categories'] as const,
  settings: ['admin', 'settings'] as const,
  ideasTables: ['admin', 'ideas'] as const,
  ideasTable: (status: string | null, unit: string | null = null) => ['admin', 'ideas', 'table', status, unit] as const,
  organizationsAll: ['admin', 'organizations'] as const,
  organizations: (query: object) => ['admin', 'organizations', query] as const,
};
