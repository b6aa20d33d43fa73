/** Deferred (../index.tsx): dialogs, the navigation drawer, menus, popovers, hover cards and tooltips, loaded when one is first wanted. */
import '../../mantine-css/overlays';
export { Drawer, HoverCard, Menu, Modal, Popover, Tooltip } from '@mantine/core';
