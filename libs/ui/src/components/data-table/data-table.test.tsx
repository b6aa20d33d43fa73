import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { i18n, initI18n } from '@idea-portal/platform';
import { theme } from '../../theme';
import { DataTable, type DataTableColumn } from './DataTable';
import { nextSort, pageCount, useTableState } from './table-state';

const wrap = (ui: ReactNode) => render(<MantineProvider theme={theme}>{ui}</MantineProvider>);

interface Fruit {
  id: string;
  name: string;
  count: number;
}
const fruits: Fruit[] = [
  { id: '1', name: 'Apple', count: 3 },
  { id: '2', name: 'Pear', count: 12 },
];
const columns: DataTableColumn<Fruit, 'name' | 'count'>[] = [
  { id: 'name', header: 'Name', cell: (f) => f.name, sortKey: 'name' },
  { id: 'count', header: 'Count', cell: (f) => f.count, sortKey: 'count', align: 'right' },
  { id: 'note', header: 'Note', cell: () => '–' },
];

describe('table state', () => {
  it('toggles the active column, sorts another ascending, and goes back to page 1', () => {
    const state = { sort: 'name', direction: 'asc', page: 3, pageSize: 10 } as const;
    expect(nextSort(state, 'name')).toEqual({ sort: 'name', direction: 'desc', page: 1, pageSize: 10 });
    expect(nextSort(state, 'email')).toEqual({ sort: 'email', direction: 'asc', page: 1, pageSize: 10 });
    expect(pageCount(12, 10)).toBe(2);
    expect(pageCount(0, 10)).toBe(1);
  });

  it('a new page size starts at page 1', () => {
    const { result } = renderHook(() => useTableState({ sort: 'name', pageSize: 10 }));
    act(() => result.current.setPage(4));
    expect(result.current.page).toBe(4);
    act(() => result.current.setPageSize(25));
    expect(result.current).toMatchObject({ page: 1, pageSize: 25 });
  });
});

describe('DataTable', () => {
  it('renders a named table with one row per entry', () => {
    wrap(<DataTable rows={fruits} columns={columns} rowKey={(f) => f.id} label="Fruits" />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Pear')).toBeTruthy();
  });

  it('sortable headers are buttons that report the order and call onSort with the column key', () => {
    const sorted: string[] = [];
    wrap(
      <DataTable rows={fruits} columns={columns} rowKey={(f) => f.id} label="Fruits" sort={{ key: 'count', direction: 'desc', onSort: (k) => sorted.push(k) }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(sorted).toEqual(['name']);
    const orderOf = (name: string) => screen.getByRole('button', { name }).closest('th')?.getAttribute('aria-sort');
    expect(orderOf('Sort by Count')).toBe('descending');
    expect(orderOf('Sort by Name')).toBe('none');
    // A column without a sort key is a plain header.
    expect(screen.queryByRole('button', { name: 'Sort by Note' })).toBeNull();
  });

  it('shows the empty row and keeps the pager with its summary', () => {
    const pages: number[] = [];
    wrap(
      <DataTable
        rows={[]}
        columns={columns}
        rowKey={(f) => f.id}
        label="Fruits"
        empty={<p>No fruit</p>}
        summary="Showing 0 of 0"
        pager={{ page: 1, pages: 2, onPage: (p) => pages.push(p), pageSize: 10, pageSizes: [10, 25], onPageSize: () => undefined }}
      />,
    );
    expect(screen.getByText('No fruit')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(pages).toEqual([2]);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeTruthy();
  });

  it('"Load more" asks for the next page; a failed load shows an error with Retry', () => {
    let loads = 0;
    wrap(
      <DataTable rows={fruits} columns={columns} rowKey={(f) => f.id} label="Fruits" loadMore={{ hasMore: true, loading: false, error: true, onLoadMore: () => (loads += 1) }} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(screen.getByRole('alert').textContent).toContain('More entries could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loads).toBe(2);
  });

  it('speaks German', async () => {
    await initI18n();
    await i18n.changeLanguage('de');
    try {
      wrap(
        <DataTable
          rows={fruits}
          columns={columns}
          rowKey={(f) => f.id}
          label="Obst"
          sort={{ key: 'name', direction: 'asc', onSort: () => undefined }}
          loadMore={{ hasMore: true, loading: false, onLoadMore: () => undefined }}
        />,
      );
      expect(screen.getByRole('button', { name: 'Nach Name sortieren' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
