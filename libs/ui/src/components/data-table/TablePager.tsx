import { Suspense, type ReactNode } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { Pagination, Select } from '../../mantine-deferred';
import { useUiText } from '../../i18n/use-ui-text';

export interface TablePagerProps {
  /** e.g. "Showing 10 of 42", announced politely when it changes. */
  summary?: ReactNode;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** With `pageSizes` and `onPageSize`: the rows-per-page select. */
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

/** Summary, Previous / pages / Next and, when sizes are given, the rows-per-page select. */
export function TablePager({ summary, page, pages, onPage, pageSize, pageSizes, onPageSize }: TablePagerProps) {
  const { text } = useUiText();
  return (
    <Group justify={summary === undefined ? 'center' : 'space-between'} mt="md" wrap="wrap" gap="sm">
      {summary !== undefined && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {summary}
        </Text>
      )}
      <Group gap="md" wrap="wrap">
        {/* The pager's chunk may still be on its way when the first rows show: its place is kept. */}
        <Suspense fallback={<Box h={32} miw={160} />}>
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            withEdges={false}
            size="sm"
            getControlProps={(control) =>
              control === 'previous' ? { 'aria-label': text('table.previous') } : control === 'next' ? { 'aria-label': text('table.next') } : {}
            }
            getItemProps={(p) => ({ 'aria-label': text('table.page', undefined, { page: p }) })}
          />
        </Suspense>
        {pageSize !== undefined && pageSizes && onPageSize && (
          <Suspense fallback={<Box h={30} w={80} />}>
            <Select
              aria-label={text('table.rowsPerPage')}
              data={pageSizes.map(String)}
              value={String(pageSize)}
              onChange={(v) => v && onPageSize(Number(v))}
              allowDeselect={false}
              w={80}
              size="xs"
            />
          </Suspense>
        )}
      </Group>
    </Group>
  );
}
