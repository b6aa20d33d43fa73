import { useEffect } from 'react';

/**
 * Favourite searches used to be kept in this browser under a key without the user, so whoever
 * signed in next saw them. They are dropped, not imported: nothing tells whose they were, and
 * importing them into the next account would hand one person's searches to another.
 */
export const LEGACY_FAVORITES_KEY = 'idea-portal-favorite-searches';

export function useDropLegacyFavorites() {
  useEffect(() => {
    try {
      localStorage.removeItem(LEGACY_FAVORITES_KEY);
    } catch {
      // Storage may be unavailable (privacy mode); there is nothing to drop then.
    }
  }, []);
}
