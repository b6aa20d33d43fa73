/** Deferred (../mantine-deferred.tsx): the select and the multi-line text field of the forms (no first page of /app shows one). */
import '../mantine-css/fields';
export { Select, Textarea } from '@mantine/core';
