import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { Table } from '../../mantine-deferred';
import { SortableTh } from './SortableTh';
import { TablePager, type TablePagerProps } from './TablePager';
import { LoadMore, type LoadMoreProps } from './LoadMore';
import type { SortDir } from './table-state';

export interface DataTableColumn<T, K extends string = string> {
  /** Unique within the table (React key). */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column sorts by this key when the table has `sort`. */
  sortKey?: K;
  align?: 'left' | 'right';
  /** Header width, e.g. '20%'. */
  width?: string | number;
  /** Minimum cell width in px (keeps badges on one line). */
  minWidth?: number;
  /** Font weight of the cells (600 for a name column). */
  weight?: number;
}

export interface DataTableProps<T, K extends string = string> {
  rows: readonly T[];
  columns: readonly DataTableColumn<T, K>[];
  rowKey: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth?: number;
  striped?: boolean;
  highlightOnHover?: boolean;
  /** Shown in a full-width row when `rows` is empty (headers, sort and pager stay). */
  empty?: ReactNode;
  sort?: { key: K; direction: SortDir; onSort: (key: K) => void };
  /** Numbered pages (the server pages); `summary` goes into the pager. */
  pager?: Omit<TablePagerProps, 'summary'>;
  /** "Load more" under the table (cursor pagination). */
  loadMore?: LoadMoreProps;
  /** e.g. "Showing 10 of 42": in the pager, or under the table without one. */
  summary?: ReactNode;
}

/** The portal's data table: columns, optional sort headers, pager or "Load more", empty row. */
export function DataTable<T, K extends string = string>({
  rows,
  columns,
  rowKey,
  label,
  minWidth = 640,
  striped = true,
  highlightOnHover = true,
  empty,
  sort,
  pager,
  loadMore,
  summary,
}: DataTableProps<T, K>) {
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped={striped} highlightOnHover={highlightOnHover} verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) =>
                sort && c.sortKey !== undefined ? (
                  <SortableTh key={c.id} label={c.header} active={sort.key === c.sortKey} dir={sort.direction} onSort={() => sort.onSort(c.sortKey as K)} />
                ) : (
                  <Table.Th key={c.id} ta={c.align} w={c.width}>
                    {c.header}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && empty !== undefined ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>{empty}</Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.id} ta={c.align} miw={c.minWidth} fw={c.weight}>
                      {c.cell(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager ? (
        <TablePager {...pager} summary={summary} />
      ) : (
        summary !== undefined && (
          <Text size="sm" c="dimmed" mt="sm" aria-live="polite">
            {summary}
          </Text>
        )
      )}
      {loadMore && <LoadMore {...loadMore} />}
    </>
  );
}
