/** Deferred (../mantine-deferred.tsx): the pager under the data tables (no first page of /app shows one). */
import '../mantine-css/tables';
export { Pagination } from '@mantine/core';
