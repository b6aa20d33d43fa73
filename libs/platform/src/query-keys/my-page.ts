/** Query keys owned by the my-page remote (dashboard, tasks, watchlist, notifications, my ideas). */
export const myPageKeys = {
  all: ['myPage'] as const,
  tasks: ['myPage', 'tasks'] as const,
  notifications: ['myPage', 'notifications'] as const,
  followingAll: ['myPage', 'following'] as const,
  following: (userId: string) => ['myPage', 'following', userId] as const,
  myIdeas: ['myPage', 'my-ideas'] as const,
  myIdeasCount: ['myPage', 'my-ideas', 'count'] as const,
  myIdeasList: ['myPage', 'my-ideas', 'list'] as const,
  user: (userId: string) => ['myPage', 'user', userId] as const,
};
