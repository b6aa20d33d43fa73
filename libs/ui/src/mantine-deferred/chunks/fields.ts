/** Deferred (../index.tsx): the select of the forms and filters (no first page of /app shows one). */
import '../../mantine-css/fields';
export { Select } from '@mantine/core';
