/** Deferred (../mantine-deferred.tsx): the pager under the data tables (no first page of /app shows one). */
export { Pagination } from '@mantine/core';
