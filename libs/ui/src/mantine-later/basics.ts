/**
 * Deferred (../mantine-deferred.tsx): the one-line text field and the column grid. Most pages
 * beyond /app show one; /app shows neither.
 */
import '../mantine-css/basics';
export { Grid, TextInput } from '@mantine/core';
