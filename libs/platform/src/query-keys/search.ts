/** Query keys owned by the search remote (search pool, directories, key indicators). */
export const searchKeys = {
  all: ['search'] as const,
  units: ['search', 'units'] as const,
  tenants: ['search', 'tenants'] as const,
  users: (filters: object) => ['search', 'users', filters] as const,
  indicators: ['search', 'indicators'] as const,
  savedSearches: ['search', 'saved-searches'] as const,
};
