/**
 * The React Router the portal uses, by name. Browser apps import the router only from
 * @idea-portal/platform (eslint forbids value imports of `react-router` elsewhere), and the
 * platform is shared once: its shared chunk carries just these exports, tree-shaken, where
 * `react-router` shared on its own is whole (its server, SSR and RSC code included: about 63 kB
 * gzip). The portal routes declaratively (PortalRouter, useRoutes): no loaders, actions or data
 * router, which is about 15 kB gzip where a data router is about 34. The shell's router and the
 * remotes' links meet in this one copy. Using an export that is not listed here: add it to this list.
 */
export {
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export { PortalRouter, useLeaveGuard } from './PortalRouter';
export type { GuardedHistory, HeldNavigation, History, LeaveCheck } from './guarded-history';
export type { RoutePreloadContext } from './route-preload';
