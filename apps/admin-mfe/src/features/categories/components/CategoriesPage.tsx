import { Anchor, Progress, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '@idea-portal/platform';
import { EmptyState, ErrorState, LoadingState, PageTitle, formatDate } from '@idea-portal/ui';
import { percent } from '../../../shared/api/admin-data';
import { useAdminCategories } from '../api/get-categories';
import { useAdminTranslation } from '../../../i18n';

/** 'categories': the tenant's categories with their idea counts (GET /admin/categories). */
export function CategoriesPage() {
  const { t, i18n } = useAdminTranslation();
  usePageTitle(t('categories.title'));
  const categories = useAdminCategories();
  const total = (categories.data ?? []).reduce((n, c) => n + c.ideaCount, 0);
  return (
    <div>
      <PageTitle>{t('categories.title')}</PageTitle>
      <Text c="dimmed" mb="md">
        {t('categories.intro')}
      </Text>
      {categories.isPending ? (
        <LoadingState label={t('categories.loading')} />
      ) : categories.isError ? (
        <ErrorState message={t('common.error')} onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" aria-label={t('categories.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('categories.columns.name')}</Table.Th>
                <Table.Th>{t('categories.columns.description')}</Table.Th>
                <Table.Th>{t('categories.columns.ideas')}</Table.Th>
                <Table.Th w="25%">{t('categories.columns.share')}</Table.Th>
                <Table.Th>{t('categories.columns.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...categories.data]
                .sort((a, b) => b.ideaCount - a.ideaCount || a.name.localeCompare(b.name))
                .map((c) => {
                  const share = percent(c.ideaCount, total);
                  return (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/app/ideas?category=${encodeURIComponent(c.name)}`} aria-label={t('categories.viewIdeas', { category: c.name })}>
                          {c.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{c.description ?? <Text span c="dimmed" size="sm">{t('common.none')}</Text>}</Table.Td>
                      <Table.Td>{c.ideaCount}</Table.Td>
                      <Table.Td>
                        <Progress value={share} aria-label={`${c.name} ${share} %`} />
                        <Text size="xs" c="dimmed">
                          {share} %
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(c.createdAt, i18n.language)}</Table.Td>
                    </Table.Tr>
                  );
                })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
