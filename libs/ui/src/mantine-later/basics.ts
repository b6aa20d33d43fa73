/**
 * Deferred (../mantine-deferred.tsx): the text fields (one line and several), the column grid and the paper panel.
 * Most pages beyond /app show one; /app shows none. Not with the select: that brings Combobox,
 * Popover and floating-ui (about 35 kB gzip), which the idea page's comment form does not need.
 */
import '../mantine-css/basics';
export { Grid, Paper, Textarea, TextInput } from '@mantine/core';
