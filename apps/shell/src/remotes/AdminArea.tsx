import type { ReactNode } from 'react';
import { IconLock } from '@tabler/icons-react';
import { useCurrentUser, usePageTitle, paths, Link } from '@idea-portal/platform';
import { ErrorState, LoadingState, Button, Card, Stack, Text, Title } from '@idea-portal/ui';
import { routesOf } from './remote-routes';
import { RemoteBoundary } from './RemoteBoundary';
import { RemoteRoutes } from './RemoteRoutes';
import { useShellText } from '../shared/use-shell-text';

function AccessDenied() {
  const { t } = useShellText();
  usePageTitle(t('titles.accessDenied'));
  return (
    <Card withBorder padding="xl" maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="sm">
        <IconLock size={40} color="var(--mantine-color-red-6)" aria-hidden />
        <Title order={2}>{t('admin.deniedTitle')}</Title>
        <Text c="dimmed">{t('admin.deniedText')}</Text>
        <Button component={Link} to={paths.app.root.getHref()}>
          {t('nav.dashboard')}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * `/app/admin/*` and `/admin/*`: the admin remote is registered and fetched only after the server
 * said this user may see it (ADMIN, or an idea manager for the premium rules and the payroll
 * export). Anyone else never triggers a request to the admin origin.
 */
export function AdminArea({ notFound }: { notFound: ReactNode }) {
  const { t } = useShellText();
  const { data, isPending, error, refetch } = useCurrentUser();
  if (isPending) return <LoadingState label={t('admin.checking')} />;
  if (error) return <ErrorState message={t('auth.userFetchError')} onRetry={() => void refetch()} />;
  if (!data.canAccessAdmin) return <AccessDenied />;
  return (
    <RemoteBoundary<unknown> remote="admin" module="routes">
      {(mod) => <RemoteRoutes routes={routesOf(mod, 'admin')} notFound={notFound} />}
    </RemoteBoundary>
  );
}
