/** Deferred (../mantine-deferred.tsx): what only the shell's FAQ and password pages use. */
export { Accordion, Highlight, PasswordInput } from '@mantine/core';
