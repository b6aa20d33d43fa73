import type { ReactNode } from 'react';
import { Anchor, Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from '@idea-portal/ui';
import { IconBell, IconBulb, IconChecklist, IconEye } from '@tabler/icons-react';
import { useFollowingIdeas } from '../api/following-ideas';
import { useMyIdeasCount } from '../api/my-ideas';
import { useTasks } from '../api/tasks';
import { useNotifications } from '../notifications/read-state';
import { useMyPageTranslation } from '../../i18n';
import { paths, Link } from '@idea-portal/platform';

interface CardProps {
  label: string;
  /** What the count counts, where the label alone could mislead. */
  help?: string;
  count: number | string | undefined;
  pending: boolean;
  failed: boolean;
  icon: ReactNode;
  color: string;
  link: string;
  linkLabel: string;
}

function SummaryCard({ label, help, count, pending, failed, icon, color, link, linkLabel }: CardProps) {
  const { t } = useMyPageTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          {help && (
            <Text size="xs" c="dimmed">
              {help}
            </Text>
          )}
          {pending ? (
            <Loader size="sm" mt="xs" aria-label={t('summary.loadingCount')} />
          ) : failed ? (
            <Text fz={28} fw={700} c="dimmed" title={t('summary.countUnavailable')} aria-label={t('summary.countUnavailable')}>
              –
            </Text>
          ) : (
            <Text fz={28} fw={700} data-testid="summary-count">
              {count}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
      <Anchor component={Link} to={link} size="sm" mt="sm" display="inline-block">
        {linkLabel}
      </Anchor>
    </Card>
  );
}

/** The four summary cards with real counts (My Page and the dashboard). */
export function SummaryCards() {
  const { t } = useMyPageTranslation();
  const ideas = useMyIdeasCount();
  const watchlist = useFollowingIdeas();
  const tasks = useTasks();
  const notifications = useNotifications();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" component="section" aria-label={t('summary.label')}>
      <SummaryCard
        label={t('summary.ideasCreated')}
        help={t('summary.ideasCreatedHelp')}
        count={ideas.data?.count}
        pending={ideas.isPending}
        failed={ideas.isError}
        icon={<IconBulb size={24} />}
        color="magenta"
        link={paths.app.myIdeas.getHref()}
        linkLabel={t('summary.viewAllIdeas')}
      />
      <SummaryCard
        label={t('summary.watchlistItems')}
        count={watchlist.data?.length}
        pending={watchlist.isPending}
        failed={watchlist.isError}
        icon={<IconEye size={24} />}
        color="blue"
        link={paths.app.watched.getHref()}
        linkLabel={t('summary.viewWatchlist')}
      />
      <SummaryCard
        label={t('summary.pendingTasks')}
        count={tasks.data?.total}
        pending={tasks.isPending}
        failed={tasks.isError}
        icon={<IconChecklist size={24} />}
        color="orange"
        link={paths.app.tasks.getHref()}
        linkLabel={t('summary.viewTasks')}
      />
      <SummaryCard
        label={t('summary.notifications')}
        count={notifications.unread}
        pending={notifications.query.isPending}
        failed={notifications.query.isError}
        icon={<IconBell size={24} />}
        color="teal"
        link={paths.app.notifications.getHref()}
        linkLabel={t('summary.viewNotifications')}
      />
    </SimpleGrid>
  );
}
