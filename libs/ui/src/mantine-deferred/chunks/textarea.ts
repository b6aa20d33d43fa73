/** Deferred (../index.tsx): the multi-line text field (the idea forms, comments, admin categories). */
import '../../mantine-css/textarea';
export { Textarea } from '@mantine/core';
