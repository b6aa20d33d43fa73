import type { ReactNode } from 'react';
import { Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { SortDir } from '../hooks/use-table-state';
import { useAdminTranslation } from '../../i18n';

/** A column header that sorts on click; aria-sort tells the current order. */
export function SortableTh({
  label,
  active,
  dir,
  onSort,
}: {
  label: string;
  active: boolean;
  dir: SortDir;
  onSort: () => void;
}) {
  const { t } = useAdminTranslation();
  const Icon = active ? (dir === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={onSort} aria-label={t('common.sortBy', { column: label })} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** "Showing X of Y", Previous / pages / Next and the rows-per-page select. */
export function TablePager({
  summary,
  page,
  pages,
  onPage,
  pageSize,
  pageSizes,
  onPageSize,
}: {
  summary: ReactNode;
  page: number;
  pages: number;
  onPage: (p: number) => void;
  pageSize: number;
  pageSizes: number[];
  onPageSize: (n: number) => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {summary}
      </Text>
      <Group gap="md" wrap="wrap">
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          withEdges={false}
          size="sm"
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': t('common.previous') } : control === 'next' ? { 'aria-label': t('common.next') } : {}
          }
          getItemProps={(p) => ({ 'aria-label': t('common.page', { page: p }) })}
        />
        <Select
          aria-label={t('common.rowsPerPage')}
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(v) => v && onPageSize(Number(v))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
      </Group>
    </Group>
  );
}
