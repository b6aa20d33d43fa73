import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { AuthContext, createQueryClient, normalizeLanguage, Link, Navigate, Outlet, PortalRouter, useRoutes, useTranslation } from '@idea-portal/platform';
import { theme, AppShell, Anchor, Badge, Group, MantineProvider, SegmentedControl, Select, Text, Notifications } from '@idea-portal/ui';
import { createMockAuth } from '../auth';
import { DEMO_USER_IDS, type DemoUserKey } from '../fixtures/users';
import { mockDb, setMockCurrentUser } from '../mock-db';

export interface StandaloneHostProps {
  /** The remote's name, shown in the header. */
  title: string;
  /** The remote's `routes` export. */
  routes: RouteObject[];
  /** Where the routes are mounted (the shell's bases): '/app' by default, admin uses '/app/admin' and '/admin'. */
  basePaths?: string[];
  /** Links in the standalone header. */
  nav?: { label: string; to: string }[];
  /** Header widgets (exposed widget modules). */
  widgets?: Record<string, ComponentType>;
  /** Extra top-level routes, e.g. a page showing a widget. */
  extraRoutes?: RouteObject[];
  /** Where '/' goes. */
  home?: string;
}

function RemoteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function LanguageSwitch() {
  const { i18n: instance } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label="Language"
      value={normalizeLanguage(instance.resolvedLanguage ?? instance.language)}
      onChange={(lng) => void instance.changeLanguage(lng)}
      data={[
        { value: 'en', label: 'English' },
        { value: 'de', label: 'Deutsch' },
      ]}
    />
  );
}

function MockUserSwitch() {
  const queryClient = useQueryClient();
  const current = (Object.entries(DEMO_USER_IDS).find(([, id]) => id === mockDb.currentUserId)?.[0] ?? 'admin') as DemoUserKey;
  return (
    <Select
      size="xs"
      w={130}
      aria-label="Mock user"
      value={current}
      allowDeselect={false}
      data={Object.keys(DEMO_USER_IDS)}
      onChange={(key) => {
        if (!key) return;
        sessionStorage.setItem('standalone-mock-user', key);
        setMockCurrentUser(DEMO_USER_IDS[key as DemoUserKey]);
        queryClient.clear();
        window.location.reload();
      }}
    />
  );
}

function Layout({ title, nav, widgets }: Pick<StandaloneHostProps, 'title' | 'nav' | 'widgets'>) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Text fw={700}>{title}</Text>
            <Badge variant="light" color="gray">
              standalone
            </Badge>
            {nav?.map((n) => (
              <Anchor key={n.to} component={Link} to={n.to} size="sm">
                {n.label}
              </Anchor>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            {Object.entries(widgets ?? {}).map(([name, Widget]) => (
              <Widget key={name} />
            ))}
            <LanguageSwitch />
            <MockUserSwitch />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** Providers a remote finds in the shell: Mantine, toasts, a signed-in auth context, one QueryClient. */
export function StandaloneProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const auth = useMemo(createMockAuth, []);
  return (
    <MantineProvider theme={theme}>
      <Notifications position="bottom-right" autoClose={4000} limit={3} />
      <AuthContext.Provider value={auth}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AuthContext.Provider>
    </MantineProvider>
  );
}

/** The whole standalone app of one remote. */
export function StandaloneHost({ title, routes, basePaths = ['/app'], nav, widgets, extraRoutes = [], home }: StandaloneHostProps) {
  const appRoutes = useMemo<RouteObject[]>(
    () => [
      {
        element: <Layout title={title} nav={nav} widgets={widgets} />,
        children: [
          { index: true, element: <Navigate to={home ?? basePaths[0] ?? '/'} replace /> },
          ...basePaths.map((base) => ({ path: `${base}/*`, element: <RemoteRoutes routes={routes} /> })),
          ...extraRoutes,
          { path: '*', element: <Text>Sorry, the page you are looking for does not exist.</Text> },
        ],
      },
    ],
    [title, nav, widgets, routes, basePaths, extraRoutes, home],
  );
  return (
    <StandaloneProviders>
      <PortalRouter>
        <RemoteRoutes routes={appRoutes} />
      </PortalRouter>
    </StandaloneProviders>
  );
}
