/** Deferred (../index.tsx): the idea page's tabs and banner image. */
import '../../mantine-css/idea-page';
export { Image, Tabs } from '@mantine/core';
