/**
 * Deferred (../index.tsx): the number field of the review and decision forms. It brings
 * react-number-format (about 9 kB gzip with the field), which no page shows on its first paint.
 */
import '../../mantine-css/numbers';
export { NumberInput } from '@mantine/core';
