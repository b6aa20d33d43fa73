/**
 * The React Router the portal uses, by name. Browser apps import the router only from
 * @idea-portal/platform (eslint forbids value imports of `react-router` elsewhere), and the
 * platform is shared once: its shared chunk carries just these exports, tree-shaken, where
 * `react-router` shared on its own is whole (its server, SSR and RSC code included: about 63 kB
 * gzip against about 32 kB). The shell's router and the remotes' links meet in this one copy.
 * Using an export that is not listed here: add it to this list.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  UNSAFE_DataRouterContext,
  useBlocker,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useRoutes,
  useSearchParams,
} from 'react-router';
