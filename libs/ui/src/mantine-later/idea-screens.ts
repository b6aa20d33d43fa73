/** Deferred (../mantine-deferred.tsx): what only the idea screens use (forms, attachments, tabs, timelines). */
import '../mantine-css/idea-screens';
export { CloseButton, CopyButton, Fieldset, FileButton, Image, Input, Tabs, Timeline } from '@mantine/core';
