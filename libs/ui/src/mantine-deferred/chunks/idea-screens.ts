/** Deferred (../index.tsx): what only the idea form, its files and the workflow panels use. */
import '../../mantine-css/idea-screens';
export { CloseButton, CopyButton, Fieldset, FileButton, Input } from '@mantine/core';
