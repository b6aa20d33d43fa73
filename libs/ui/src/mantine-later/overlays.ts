/** Deferred (../mantine-deferred.tsx): the dialogs, the navigation drawer and the tooltips, loaded when one first shows. */
import '../mantine-css/overlays';
export { Drawer, Modal, Tooltip } from '@mantine/core';
