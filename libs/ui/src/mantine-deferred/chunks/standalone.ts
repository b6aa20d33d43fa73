/** Deferred (../index.tsx): the frame of a remote's standalone page (libs/testing), which the portal never shows. */
import '../../mantine-css/standalone';
export { AppShell } from '@mantine/core';
