import { createContext, useContext } from 'react';
import { ADMIN_SECTIONS } from '@idea-portal/domain';
import { useCurrentUser, paths, Navigate, Outlet, useLocation } from '@idea-portal/platform';
import { ErrorState, LoadingState } from '@idea-portal/ui';
import { useAdminTranslation } from '../../i18n';
import { AdminNav, SECTION_PATHS, sectionOf } from './AdminNav';

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
 * bases), shows the navigation of the pages the caller may open and refuses the others (the API
 * refuses them too): an idea manager without ADMIN keeps the premium rules and the payroll
 * export, and the admin start page takes them to the first of these.
 */
export function AdminLayout() {
  const { t } = useAdminTranslation();
  const { pathname } = useLocation();
  const base = adminBaseOf(pathname);
  const me = useCurrentUser();
  const segment = pathname.slice(base.length).replace(/^\//, '').split('/')[0] ?? '';
  const current = sectionOf(segment);
  if (me.isPending) return <LoadingState />;
  if (me.data && !me.data.canAccessAdmin) return <ErrorState message={t('common.noAccess')} />;
  // An API from before adminSections: everything for whoever may enter (then only ADMIN could).
  const allowed = me.data?.adminSections ?? ADMIN_SECTIONS;
  const first = allowed[0];
  if (current === 'dashboard' && !allowed.includes('dashboard') && first) {
    const path = SECTION_PATHS[first];
    return <Navigate to={path ? `${base}/${path}` : base} replace />;
  }
  const refused = current !== undefined && !allowed.includes(current);
  return (
    <AdminBaseContext.Provider value={base}>
      <AdminNav base={base} current={current} allowed={allowed} />
      {refused ? <ErrorState title={t('common.notAllowedTitle')} message={t('common.notAllowed')} /> : <Outlet />}
    </AdminBaseContext.Provider>
  );
}
