/** Deferred (../mantine-deferred.tsx): the multi-value pickers of the admin settings and the idea forms. */
export { MultiSelect, TagsInput } from '@mantine/core';
