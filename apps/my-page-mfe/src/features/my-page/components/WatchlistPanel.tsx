import { IconEyeOff } from '@tabler/icons-react';
import { EmptyState, ErrorState, LoadingState, StatusBadge, formatDate, Box, Button, Card, Group, Table, Title } from '@idea-portal/ui';
import { useFollowingIdeas } from '../../../shared/api/following-ideas';
import { useMyPageTranslation } from '../../../i18n';
import { paths, Link, useNavigate } from '@idea-portal/platform';

export const WATCHLIST_ROWS = 5;

/** "My Watchlist": the first 5 followed ideas in a scroll area of at most 400px. */
export function WatchlistPanel() {
  const { t, i18n } = useMyPageTranslation();
  const navigate = useNavigate();
  const watchlist = useFollowingIdeas();
  const rows = (watchlist.data ?? []).slice(0, WATCHLIST_ROWS);
  const open = (id: string) => navigate(paths.app.idea.getHref(id));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="watchlist-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="watchlist-title">
          {t('watchlist.title')}
        </Title>
        <Button component={Link} to={paths.app.watched.getHref()} variant="subtle" size="compact-sm">
          {t('watchlist.viewAll')}
        </Button>
      </Group>
      {watchlist.isPending ? (
        <LoadingState label={t('watchlist.loading')} />
      ) : watchlist.isError || rows.length === 0 ? (
        // A failed watchlist load shows the error above an empty list, never stale rows (and is logged).
        <>
          {watchlist.isError && <ErrorState message={t('watched.error')} />}
          <EmptyState
            icon={<IconEyeOff size={32} aria-hidden />}
            title={t('watchlist.emptyTitle')}
            description={t('watchlist.emptyText')}
            action={
              <Button component={Link} to={paths.app.ideas.getHref()} variant="light">
                {t('common.browseIdeas')}
              </Button>
            }
          />
        </>
      ) : (
        <Box mah={400} style={{ overflow: 'auto' }}>
          <Table highlightOnHover verticalSpacing="sm" aria-labelledby="watchlist-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('watchlist.columns.title')}</Table.Th>
                <Table.Th>{t('watchlist.columns.submitter')}</Table.Th>
                <Table.Th>{t('watchlist.columns.status')}</Table.Th>
                <Table.Th>{t('watchlist.columns.lastUpdated')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((idea) => (
                <Table.Tr
                  key={idea.id}
                  onClick={() => open(idea.id)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      open(idea.id);
                    }
                  }}
                  tabIndex={0}
                  role="link"
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td fw={500}>{idea.title}</Table.Td>
                  <Table.Td>{idea.submitterName || t('common.unknown')}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={idea.status} size="sm" />
                  </Table.Td>
                  <Table.Td>{formatDate(idea.updatedAt, i18n.language) || t('common.unknown')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
