/** Deferred (../index.tsx): the multi-value pickers of the admin settings and the idea forms. */
import '../../mantine-css/pickers';
export { MultiSelect, TagsInput } from '@mantine/core';
