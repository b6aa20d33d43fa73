/**
 * Deferred (../index.tsx): the tables (no first page of /app shows one). Table brings
 * Mantine's ScrollArea, whose one hook from floating-ui resolves to Mantine's own
 * (tools/mf/mantine-imports-plugin.ts).
 */
import '../../mantine-css/tables';
export { Table } from '@mantine/core';
