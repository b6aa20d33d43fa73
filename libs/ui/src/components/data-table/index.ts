export * from './DataTable';
export * from './SortableTh';
export * from './TablePager';
export * from './LoadMore';
export * from './table-state';
