/** Deferred (../index.tsx): the radio groups of the idea forms and the search filters. */
import '../../mantine-css/radio';
export { Radio } from '@mantine/core';
