import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { paths } from '@idea-portal/platform';

/** Favourite idea searches, kept in the browser. */
export const FAVORITES_STORAGE_KEY = 'idea-portal-favorite-searches';
export const MAX_FAVORITES = 10;

export const favoriteSearchesAtom = atomWithStorage<string[]>(
  FAVORITES_STORAGE_KEY,
  [],
  createJSONStorage<string[]>(() => localStorage),
  { getOnInit: true },
);

export function addFavorite(list: readonly string[], query: string): string[] {
  const q = query.trim();
  if (!q) return [...list];
  return [q, ...list.filter((x) => x.toLowerCase() !== q.toLowerCase())].slice(0, MAX_FAVORITES);
}

export function useFavoriteSearches() {
  const [favorites, setFavorites] = useAtom(favoriteSearchesAtom);
  return {
    favorites,
    add: (q: string) => setFavorites((prev) => addFavorite(prev, q)),
    remove: (q: string) => setFavorites((prev) => prev.filter((x) => x !== q)),
  };
}

export const ideasSearchHref = (q: string) => paths.app.ideas.getHref({ q: q.trim() });
