/**
 * Query keys owned by the ideas remote. Other remotes read them from here (never by string) to
 * prefetch, seed or invalidate what the ideas pages show.
 */
export const ideasKeys = {
  all: ['ideas'] as const,
  lists: ['ideas', 'list'] as const,
  list: (filters: object) => ['ideas', 'list', filters] as const,
  latest: (from: string) => ['ideas', 'latest', from] as const,
  discussions: ['ideas', 'discussions'] as const,
  categories: ['ideas', 'categories'] as const,
  detail: (ideaId: string) => ['ideas', 'detail', ideaId] as const,
  history: (ideaId: string) => ['ideas', 'history', ideaId] as const,
  /** The idea's workflow case (assessment, inquiries, review, opinions, implementation, decision). */
  workflow: (ideaId: string) => ['ideas', 'workflow', ideaId] as const,
  comments: (ideaId: string) => ['ideas', 'comments', ideaId] as const,
  /** The idea's revision requests with their answers. */
  revisionRequests: (ideaId: string) => ['ideas', 'revision-requests', ideaId] as const,
  similar: (query: object) => ['ideas', 'similar', query] as const,
  userSearch: (term: string) => ['ideas', 'user-search', term] as const,
  user: (userId: string) => ['ideas', 'user', userId] as const,
  /** A person's functions (idea manager, works council). */
  userFunctions: (userId: string) => ['ideas', 'user-functions', userId] as const,
};
