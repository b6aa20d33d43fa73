/** Deferred (../index.tsx): the segmented control of the admin dashboard, the organisations and the idea forms. */
import '../../mantine-css/segmented';
export { SegmentedControl } from '@mantine/core';
