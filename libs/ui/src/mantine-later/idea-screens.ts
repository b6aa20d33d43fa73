/** Deferred (../mantine-deferred.tsx): what only the idea screens use (forms, attachments, tabs, timelines). */
export { CloseButton, CopyButton, Fieldset, FileButton, Image, Input, NumberInput, Tabs, Timeline } from '@mantine/core';
