import { useEffect } from 'react';
import { atom, useSetAtom } from '@idea-portal/platform';

/** How many remote areas/widgets are loading right now; the top progress bar runs while > 0. */
export const pendingLoadsAtom = atom(0);

/** Counts the calling component as "loading" while `active` is true. */
export function useTrackLoading(active: boolean) {
  const setPending = useSetAtom(pendingLoadsAtom);
  useEffect(() => {
    if (!active) return;
    setPending((n) => n + 1);
    return () => setPending((n) => Math.max(0, n - 1));
  }, [active, setPending]);
}
