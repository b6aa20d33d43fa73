import type { ReactNode } from 'react';
import { IconCircleCheck, IconAlertTriangle, IconHelpCircle } from '@tabler/icons-react';
import { paths, usePageTitle, useRoleLabel, useCategoryName, Link } from '@idea-portal/platform';
import { ErrorState, LoadingState, PageTitle, StatusBadge, UserAvatar, formatDateTime, Anchor, Badge, Button, Card, Grid, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@idea-portal/ui';
import { isImplemented, percent, useAdminStats, useHealth } from '../../../shared/api/admin-data';
import { useAdminBase } from '../../../shared/components/AdminLayout';
import { KeyFiguresPanel } from './KeyFiguresPanel';
import { SubmissionsChart } from './SubmissionsChart';
import { useAdminTranslation } from '../../../i18n';
import { useActivityText } from '../../../shared/activity-text';

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} h="100%">
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function SystemHealth() {
  const { t } = useAdminTranslation();
  const health = useHealth();
  const state = health.isPending ? 'pending' : health.data?.status === 'ok' ? 'ok' : health.data ? 'down' : 'unknown';
  const icon = state === 'ok' ? <IconCircleCheck size={20} /> : state === 'down' ? <IconAlertTriangle size={20} /> : <IconHelpCircle size={20} />;
  const color = state === 'ok' ? 'green' : state === 'down' ? 'red' : 'gray';
  return (
    <Panel id="health-title" title={t('dashboard.systemHealth')}>
      <Group gap="sm" role="status">
        <ThemeIcon color={color} variant="light" radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <div>
          <Text fw={600}>
            {state === 'pending'
              ? t('dashboard.checking')
              : state === 'ok'
                ? t('dashboard.healthOk')
                : state === 'down'
                  ? t('dashboard.healthDown')
                  : t('dashboard.healthUnknown')}
          </Text>
          {health.data && (
            <Text size="sm" c="dimmed">
              {t('dashboard.database', { database: health.data.database === 'pglite' ? 'PGlite' : 'PostgreSQL' })}
            </Text>
          )}
        </div>
      </Group>
    </Panel>
  );
}

/** Admin index: statistics on GET /admin/stats, system health on GET /health. */
export function AdminDashboardPage() {
  const { t, i18n } = useAdminTranslation();
  const categoryName = useCategoryName();
  const roleLabel = useRoleLabel();
  const describe = useActivityText();
  usePageTitle(t('dashboard.title'));
  const base = useAdminBase();
  const stats = useAdminStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState message={t('common.error')} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  const count = (status: string) => s.ideasByStatus.find((x) => x.status === status)?.count ?? 0;
  const implemented = s.ideasByStatus.filter((x) => isImplemented(x.status)).reduce((n, x) => n + x.count, 0);
  const submitted = s.totals.ideas - count('draft');
  const maxCategory = Math.max(1, ...s.ideasByCategory.map((c) => c.count));

  return (
    <Stack gap="lg">
      <PageTitle>{t('dashboard.title')}</PageTitle>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel id="idea-stats-title" title={t('dashboard.ideaStats')}>
            <Stat label={t('dashboard.totalIdeas')} value={s.totals.ideas} />
            <Stack gap={6} mt="sm">
              {s.ideasByStatus.map((x) => (
                <Group key={x.status} justify="space-between">
                  <StatusBadge status={x.status} size="sm" />
                  <Text size="sm" fw={600}>
                    {x.count}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel id="user-stats-title" title={t('dashboard.userStats')}>
            <SimpleGrid cols={2}>
              <Stat label={t('dashboard.totalUsers')} value={s.totals.users} />
              <Stat label={t('dashboard.activeUsers')} value={s.totals.activeUsers} />
            </SimpleGrid>
            <Stack gap={6} mt="sm">
              {s.usersByRole.map((r) => (
                <Group key={r.role} justify="space-between">
                  <Text size="sm">{roleLabel(r.role)}</Text>
                  <Text size="sm" fw={600}>
                    {r.count}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Panel id="performance-title" title={t('dashboard.performance')}>
            <Stack gap="sm">
              {[
                { label: t('dashboard.implementationRate'), value: percent(implemented, submitted) },
                { label: t('dashboard.activityRate'), value: percent(s.totals.activeUsers, s.totals.users) },
                { label: t('dashboard.rejectionRate'), value: percent(count('rejected'), submitted) },
              ].map((m) => (
                <div key={m.label}>
                  <Group justify="space-between" mb={4}>
                    <Text size="sm">{m.label}</Text>
                    <Text size="sm" fw={700}>
                      {m.value} %
                    </Text>
                  </Group>
                  <Progress value={m.value} aria-label={m.label} />
                </div>
              ))}
              <Stat label={t('dashboard.categories')} value={s.totals.categories} />
            </Stack>
          </Panel>
        </Grid.Col>
      </Grid>
      <KeyFiguresPanel />
      <SubmissionsChart months={s.ideasPerMonth} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Panel id="activity-title" title={t('dashboard.recentActivity')}>
            {s.recentActivity.length === 0 ? (
              <Text c="dimmed">{t('dashboard.noActivity')}</Text>
            ) : (
              <Stack gap="sm">
                {s.recentActivity.slice(0, 6).map((a) => (
                  <Group key={a.id} gap="sm" wrap="nowrap" align="flex-start">
                    <UserAvatar name={a.actorName} picture={a.actorPicture} size="sm" />
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={paths.app.idea.getHref(a.ideaId)} size="sm" fw={600} lineClamp={1}>
                        {a.ideaTitle}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {a.actorName || t('common.unknown')} · {describe(a)} · {formatDateTime(a.createdAt, i18n.language)}
                      </Text>
                    </div>
                  </Group>
                ))}
                <Anchor component={Link} to={`${base}/activity`} size="sm">
                  {t('nav.activity')}
                </Anchor>
              </Stack>
            )}
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Panel id="top-categories-title" title={t('dashboard.topCategories')}>
            {s.ideasByCategory.length === 0 ? (
              <Text c="dimmed">{t('dashboard.noCategories')}</Text>
            ) : (
              <Stack gap="sm">
                {s.ideasByCategory.slice(0, 5).map((c) => (
                  <div key={c.category ?? ''}>
                    <Group justify="space-between" mb={2}>
                      <Text size="sm">{c.category ? categoryName(c.category) : t('common.noCategory')}</Text>
                      <Badge variant="light" size="sm">
                        {c.count}
                      </Badge>
                    </Group>
                    <Progress value={(c.count / maxCategory) * 100} size="sm" aria-label={c.category ? categoryName(c.category) : t('common.noCategory')} />
                  </div>
                ))}
              </Stack>
            )}
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="md">
            <SystemHealth />
            <Panel id="quick-access-title" title={t('dashboard.quickAccess')}>
              <Stack gap={4}>
                {(['users', 'organizations', 'categories', 'ideas', 'settings'] as const).map((s2) => (
                  <Button key={s2} component={Link} to={`${base}/${s2}`} variant="subtle" justify="flex-start" size="compact-md">
                    {t(`nav.${s2}`)}
                  </Button>
                ))}
              </Stack>
            </Panel>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
