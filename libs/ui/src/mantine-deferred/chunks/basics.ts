/**
 * Deferred (../index.tsx): the text field and the chevron of the selects' stand-ins (../pickers.tsx).
 * Most pages beyond /app show one; /app shows none. Not with the select: that brings Combobox,
 * Popover and floating-ui (about 35 kB gzip), which the idea page's comment form does not need.
 */
import '../../mantine-css/basics';
export { ComboboxChevron, TextInput } from '@mantine/core';
