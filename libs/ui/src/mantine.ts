/**
 * The Mantine the portal uses, by name. Browser apps import Mantine only from @idea-portal/ui
 * (eslint forbids `@mantine/*` elsewhere), and @idea-portal/ui is shared once: its shared chunk
 * carries just these components and hooks, tree-shaken, instead of every Mantine module whole.
 * Mantine's contexts (MantineProvider, the notifications store) live in that one copy.
 * Using a component that is not listed here: add it to this list, or to ./mantine-deferred/index.tsx
 * when neither the shell nor My Page uses it (it then loads in a chunk of its own). Paper is here
 * because Card renders one: it is in the first load anyway.
 */
export * from './mantine-deferred';
export type { DeferredMantineName } from './mantine-deferred/groups';
export {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Code,
  Container,
  Divider,
  Group,
  Indicator,
  List,
  Loader,
  MantineProvider,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
export { useClipboard, useDebouncedValue, useDisclosure } from '@mantine/hooks';
export type { UseFormReturnType } from '@mantine/form';
export { notifications } from '@mantine/notifications';
export { Notifications } from './notify/Notifications';
