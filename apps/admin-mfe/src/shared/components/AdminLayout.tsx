import { createContext, useContext } from 'react';
import { useCurrentUser, paths, Outlet, useLocation } from '@idea-portal/platform';
import { ErrorState, LoadingState } from '@idea-portal/ui';
import { useAdminTranslation } from '../../i18n';
import { AdminNav } from './AdminNav';

const AdminBaseContext = createContext(paths.admin.root.getHref());

/** The base the shell mounted the admin routes at: '/app/admin' or '/admin'. */
export function useAdminBase() {
  return useContext(AdminBaseContext);
}

/** '/app/admin/users' -> '/app/admin', '/admin' -> '/admin': both shell bases end in /admin. */
export function adminBaseOf(pathname: string): string {
  return pathname.match(/^(.*?\/admin)(?=\/|$)/)?.[1] ?? paths.admin.root.getHref();
}

/**
 * Pathless layout around every admin page: finds the mount base (so links work under both
 * bases), shows the admin navigation and refuses non-admins (the API refuses them too).
 */
export function AdminLayout() {
  const { t } = useAdminTranslation();
  const { pathname } = useLocation();
  const base = adminBaseOf(pathname);
  const me = useCurrentUser();
  const current = pathname.slice(base.length).replace(/^\//, '').split('/')[0] ?? '';
  if (me.isPending) return <LoadingState />;
  if (me.data && !me.data.canAccessAdmin) return <ErrorState message={t('common.noAccess')} />;
  return (
    <AdminBaseContext.Provider value={base}>
      <AdminNav base={base} current={current} />
      <Outlet />
    </AdminBaseContext.Provider>
  );
}
