/** Deferred (../mantine-deferred.tsx): the tables and their pager (no first page of /app shows one). Table brings Mantine's ScrollArea, and with it floating-ui, about 13 kB gzip. */
import '../mantine-css/tables';
export { Pagination, Table } from '@mantine/core';
