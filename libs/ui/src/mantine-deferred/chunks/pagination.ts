/** Deferred (../index.tsx): the pager of the longer tables and lists. */
import '../../mantine-css/pagination';
export { Pagination } from '@mantine/core';
