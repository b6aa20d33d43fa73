/**
 * Which chunk each deferred Mantine component (and the form hook) loads in (./index.tsx):
 * no first page of /app shows one, so /app does not download them; each area loads the groups its
 * screens use, and the overlays load when one is wanted. Also read by the first-load byte check
 * (tools/bench/first-load-bytes.ts), whose chunk names are `ui-deferred-<group>`.
 */
export const DEFERRED_MANTINE = {
  Checkbox: 'choices',
  // Its own group: the idea forms show radio groups only, the search all three.
  Radio: 'radio',
  SegmentedControl: 'segmented',
  Switch: 'choices',
  MultiSelect: 'pickers',
  TagsInput: 'pickers',
  CloseButton: 'idea-screens',
  CopyButton: 'idea-screens',
  Fieldset: 'idea-screens',
  FileButton: 'idea-screens',
  Image: 'idea-page',
  Input: 'idea-screens',
  NumberInput: 'numbers',
  Tabs: 'idea-page',
  Timeline: 'timeline',
  ComboboxChevron: 'basics',
  Grid: 'grid',
  TextInput: 'basics',
  Textarea: 'textarea',
  Pagination: 'pagination',
  Table: 'tables',
  Accordion: 'shell-pages',
  Highlight: 'shell-pages',
  PasswordInput: 'shell-pages',
  AppShell: 'standalone',
  useForm: 'forms',
  Select: 'fields',
  Drawer: 'overlays',
  HoverCard: 'overlays',
  Menu: 'overlays',
  Modal: 'overlays',
  Popover: 'overlays',
  Tooltip: 'overlays',
} as const;

/**
 * The group that loads when one of its components is first wanted (a dialog or drawer opened; a
 * menu's, popover's, hover card's or tooltip's target pointed at, focused or pressed), never with an area.
 */
export const ON_DEMAND_GROUP = 'overlays';

export type DeferredMantineName = keyof typeof DEFERRED_MANTINE;
export type DeferredMantineGroup = (typeof DEFERRED_MANTINE)[DeferredMantineName];

/**
 * The components that render a stand-in until wanted (./pickers.tsx): a page that
 * shows one preloads the stand-in's group; the component's own loads when the user turns to it.
 */
const STAND_IN_GROUP: Partial<Record<DeferredMantineName, DeferredMantineGroup>> = { Select: 'basics', MultiSelect: 'basics', TagsInput: 'basics' };

/** The group a page loads beside its chunk for a component it shows (loadDeferredMantine, the first-load byte check). */
export function preloadGroup(name: DeferredMantineName): DeferredMantineGroup {
  return STAND_IN_GROUP[name] ?? DEFERRED_MANTINE[name];
}
