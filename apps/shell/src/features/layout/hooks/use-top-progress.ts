import { useEffect, useState } from 'react';

export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 300;

interface State {
  value: number;
  path: string;
  loading: boolean;
}

/**
 * The bar advances 10 % every 300 ms while loading, resets to 0 on a path
 * change, and hides when loading ends.
 */
export function useTopProgress(loading: boolean, pathname: string): { value: number; visible: boolean } {
  const [state, setState] = useState<State>({ value: 0, path: pathname, loading });
  if (state.path !== pathname || state.loading !== loading) setState({ value: 0, path: pathname, loading });

  useEffect(() => {
    if (!loading) return;
    const id = setInterval(() => setState((s) => ({ ...s, value: Math.min(100, s.value + PROGRESS_STEP) })), PROGRESS_INTERVAL_MS);
    return () => clearInterval(id);
  }, [loading, pathname]);

  return { value: loading ? state.value : 0, visible: loading };
}
