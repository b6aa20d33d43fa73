/** Deferred (../index.tsx): what only the shell's FAQ and password pages use. */
import '../../mantine-css/shell-pages';
export { Accordion, Highlight, PasswordInput } from '@mantine/core';
