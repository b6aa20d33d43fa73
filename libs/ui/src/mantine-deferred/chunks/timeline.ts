/** Deferred (../index.tsx): the timeline of an idea's History tab, loaded when the tab opens. */
import '../../mantine-css/timeline';
export { Timeline } from '@mantine/core';
