/** Deferred (../mantine-deferred.tsx): what only the idea screens use (forms, attachments, tabs). */
import '../mantine-css/idea-screens';
export { CloseButton, CopyButton, Fieldset, FileButton, Image, Input, Tabs } from '@mantine/core';
