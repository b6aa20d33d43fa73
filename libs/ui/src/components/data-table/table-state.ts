import { useState } from 'react';

export type SortDir = 'asc' | 'desc';

export interface TableState<K extends string> {
  sort: K;
  direction: SortDir;
  page: number;
  pageSize: number;
}

/** A click on the active column toggles ascending/descending; another column sorts ascending. Both go back to page 1. */
export function nextSort<K extends string>(state: TableState<K>, key: K): TableState<K> {
  return key === state.sort
    ? { ...state, direction: state.direction === 'asc' ? 'desc' : 'asc', page: 1 }
    : { ...state, sort: key, direction: 'asc', page: 1 };
}

/** Number of pages for `total` rows; an empty table still has one page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Sort, direction, page and page size of a table the server sorts and pages. */
export function useTableState<K extends string>(initial: { sort: K; pageSize: number; direction?: SortDir }) {
  const [state, setState] = useState<TableState<K>>({ sort: initial.sort, direction: initial.direction ?? 'asc', page: 1, pageSize: initial.pageSize });
  return {
    ...state,
    toggleSort: (key: K) => setState((s) => nextSort(s, key)),
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setPageSize: (pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })),
    resetPage: () => setState((s) => ({ ...s, page: 1 })),
  };
}
