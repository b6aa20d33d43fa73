import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { guardHistory, type GuardedHistory, type HeldNavigation, type History } from './guarded-history';

const GuardedHistoryContext = createContext<GuardedHistory | null>(null);

/**
 * The portal's router: react-router's declarative router (routes by useRoutes, no loaders) over
 * the browser's history, or the given one (tests pass a memory history), with navigations a page
 * can hold back (useLeaveGuard).
 */
export function PortalRouter({ history, children }: { history?: History; children: ReactNode }) {
  const [guarded] = useState(() => guardHistory(history ?? UNSAFE_createBrowserHistory({ v5Compat: true })));
  return (
    <GuardedHistoryContext.Provider value={guarded}>
      <HistoryRouter history={guarded}>{children}</HistoryRouter>
    </GuardedHistoryContext.Provider>
  );
}

const nothingHeld = () => null;
const noSubscription = () => () => {};

/**
 * While mounted, a navigation to another page waits when `when()` says so; returns it (proceed or
 * stay) until the user answers. Outside a PortalRouter nothing is held (null).
 */
export function useLeaveGuard(when: () => boolean): HeldNavigation | null {
  const history = useContext(GuardedHistoryContext);
  useEffect(() => history?.guard(() => when()), [history, when]);
  return useSyncExternalStore(history?.subscribe ?? noSubscription, history?.held ?? nothingHeld);
}
