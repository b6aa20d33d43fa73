import { createContext, useContext } from 'react';
import { useCurrentUser, paths, Link, Outlet, useLocation } from '@idea-portal/platform';
import { ErrorState, LoadingState, Button, Group, Box } from '@idea-portal/ui';
import { useAdminTranslation } from '../../i18n';

const AdminBaseContext = createContext(paths.admin.root.getHref());

/** The base the shell mounted the admin routes at: '/app/admin' or '/admin'. */
export function useAdminBase() {
  return useContext(AdminBaseContext);
}

/** '/app/admin/users' -> '/app/admin', '/admin' -> '/admin': both shell bases end in /admin. */
export function adminBaseOf(pathname: string): string {
  return pathname.match(/^(.*?\/admin)(?=\/|$)/)?.[1] ?? paths.admin.root.getHref();
}

const SECTIONS = ['', 'users', 'organizations', 'categories', 'settings', 'activity', 'ideas'] as const;
const LABELS = { '': 'dashboard', users: 'users', organizations: 'organizations', categories: 'categories', settings: 'settings', activity: 'activity', ideas: 'ideas' } as const;

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
      <Box component="nav" mb="md" aria-label={t('nav.label')} style={{ overflowX: 'auto' }}>
        <Group gap={4} wrap="nowrap">
          {SECTIONS.map((s) => (
            <Button
              key={s}
              component={Link}
              to={s ? `${base}/${s}` : base}
              variant={current === s ? 'light' : 'subtle'}
              color={current === s ? undefined : 'gray'}
              size="compact-md"
              aria-current={current === s ? 'page' : undefined}
            >
              {t(`nav.${LABELS[s]}`)}
            </Button>
          ))}
        </Group>
      </Box>
      <Outlet />
    </AdminBaseContext.Provider>
  );
}
