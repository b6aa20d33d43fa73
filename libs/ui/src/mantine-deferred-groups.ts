/**
 * Which chunk each deferred Mantine component (and the form hook) loads in (./mantine-deferred.tsx): none of them is
 * used by the shell or My Page, so /app does not download them, and each area loads the groups
 * its screens use. Also read by the first-load byte check (tools/bench/first-load-bytes.ts), whose
 * chunk names are `ui-later-<group>`.
 */
export const DEFERRED_MANTINE = {
  Checkbox: 'choices',
  Paper: 'choices',
  Radio: 'choices',
  SegmentedControl: 'choices',
  Switch: 'choices',
  MultiSelect: 'pickers',
  TagsInput: 'pickers',
  CloseButton: 'idea-screens',
  CopyButton: 'idea-screens',
  Fieldset: 'idea-screens',
  FileButton: 'idea-screens',
  Image: 'idea-screens',
  Input: 'idea-screens',
  NumberInput: 'idea-screens',
  Tabs: 'idea-screens',
  Timeline: 'idea-screens',
  Pagination: 'tables',
  Accordion: 'shell-pages',
  Highlight: 'shell-pages',
  PasswordInput: 'shell-pages',
  AppShell: 'standalone',
  useForm: 'forms',
} as const;

export type DeferredMantineName = keyof typeof DEFERRED_MANTINE;
export type DeferredMantineGroup = (typeof DEFERRED_MANTINE)[DeferredMantineName];
