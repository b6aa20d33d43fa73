import { useState } from 'react';
import { Anchor, Button, Center, Select, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IDEA_STATUSES, type IdeaStatus } from '@idea-portal/contracts';
import { usePageTitle, paths } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, StatusBadge, formatDate, useUiText } from '@idea-portal/ui';
import { useTenantIdeas } from '../api/get-tenant-ideas';
import { useAdminTranslation } from '../../../i18n';

/** 'ideas': a tenant-wide ideas table. */
export function AdminIdeasPage() {
  const { t, i18n } = useAdminTranslation();
  const ui = useUiText();
  usePageTitle(t('ideas.title'));
  const [status, setStatus] = useState<IdeaStatus | null>(null);
  const query = useTenantIdeas(status);
  const ideas = query.data?.pages.flatMap((p) => p.ideas) ?? [];
  const lng = i18n.language;
  return (
    <div>
      <PageTitle>{t('ideas.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('ideas.intro')}
      </Text>
      <Select
        label={t('ideas.status')}
        placeholder={t('ideas.allStatuses')}
        data={IDEA_STATUSES.map((s) => ({ value: s, label: ui.text(`status.${s}`) }))}
        value={status}
        onChange={(v) => setStatus(v as IdeaStatus | null)}
        clearable
        w={240}
        mb="md"
      />
      {query.isPending ? (
        <LoadingState label={t('ideas.loading')} />
      ) : query.isError && ideas.length === 0 ? (
        <ErrorState message={t('common.error')} onRetry={() => void query.refetch()} />
      ) : ideas.length === 0 ? (
        <EmptyState title={t('ideas.empty')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('ideas.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ideas.columns.title')}</Table.Th>
                  <Table.Th>{t('ideas.columns.status')}</Table.Th>
                  <Table.Th>{t('ideas.columns.category')}</Table.Th>
                  <Table.Th>{t('ideas.columns.submitter')}</Table.Th>
                  <Table.Th>{t('ideas.columns.created')}</Table.Th>
                  <Table.Th>{t('ideas.columns.updated')}</Table.Th>
                  <Table.Th ta="right">{t('ideas.columns.views')}</Table.Th>
                  <Table.Th ta="right">{t('ideas.columns.likes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ideas.map((i) => (
                  <Table.Tr key={i.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.app.idea.getHref(i.id)} fw={600}>
                        {i.title}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={i.status} size="sm" />
                    </Table.Td>
                    <Table.Td>{i.category ?? t('common.noCategory')}</Table.Td>
                    <Table.Td>{i.submitterName || t('common.unknown')}</Table.Td>
                    <Table.Td>{formatDate(i.createdAt, lng)}</Table.Td>
                    <Table.Td>{formatDate(i.updatedAt, lng)}</Table.Td>
                    <Table.Td ta="right">{i.views}</Table.Td>
                    <Table.Td ta="right">{i.likes}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {query.hasNextPage && (
            <Center mt="md">
              <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                {t('ideas.loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </div>
  );
}
