/**
 * The Mantine components no first page of /app shows, by name: each renders once its group's chunk
 * (./groups.ts) is there. The areas start loading theirs with their routes
 * (loadDeferredMantine); the overlays load when one is wanted (./overlays.tsx).
 * Measured (tools/bench/results/first-load-mechanisms.md): 82-100 kB gzip less on every route than all of them in the first load.
 */
import { createContext, use, type ReactNode } from 'react';
import type { createFormContext as mantineCreateFormContext } from '@mantine/form';
import { DEFERRED_MANTINE, type DeferredMantineName } from './groups';
import { deferred, loaded, loadGroup, type Later } from './core';

export { loadDeferredMantine } from './core';
export { Drawer, HoverCard, Menu, Modal, Popover, Tooltip } from './overlays';
export { MultiSelect, Select, TagsInput } from './pickers';

/** Mantine's useForm; a form's first render waits (suspends) until its chunk is there. */
export const useForm = ((...args: Parameters<Later['useForm']>) => {
  if (!loaded.useForm) use(loadGroup(DEFERRED_MANTINE.useForm));
  return loaded.useForm!(...args);
}) as Later['useForm'];

/** Mantine's createFormContext, as Mantine writes it, with the deferred useForm. */
export const createFormContext = (() => {
  const FormContext = createContext<unknown>(null);
  function FormProvider({ form, children }: { form: unknown; children: ReactNode }) {
    return <FormContext value={form}>{children}</FormContext>;
  }
  function useFormContext() {
    const ctx = use(FormContext);
    if (!ctx) throw new Error('useFormContext was called outside of FormProvider context');
    return ctx;
  }
  return [FormProvider, useFormContext, useForm];
}) as typeof mantineCreateFormContext;

/** A deferred component with the compound parts (`Radio.Group`, `Tabs.Tab`, ...) the portal uses. */
function withParts<N extends Exclude<DeferredMantineName, 'useForm'>>(name: N, parts: string[] = []): Later[N] {
  const component = deferred(name);
  for (const part of parts) Object.assign(component, { [part]: deferred(name, part) });
  return component as unknown as Later[N];
}

export const Checkbox = withParts('Checkbox', ['Group']);
export const CloseButton = withParts('CloseButton');
export const CopyButton = withParts('CopyButton');
export const Fieldset = withParts('Fieldset');
export const FileButton = withParts('FileButton');
export const Image = withParts('Image');
export const Input = withParts('Input', ['Wrapper', 'Label', 'Error', 'Description']);
export const NumberInput = withParts('NumberInput');
export const Radio = withParts('Radio', ['Group']);
export const SegmentedControl = withParts('SegmentedControl');
export const Switch = withParts('Switch', ['Group']);
export const Tabs = withParts('Tabs', ['List', 'Tab', 'Panel']);
export const Timeline = withParts('Timeline', ['Item']);
export const Pagination = withParts('Pagination');
export const Table = withParts('Table', ['Thead', 'Tbody', 'Tr', 'Th', 'Td', 'ScrollContainer']);
export const Accordion = withParts('Accordion', ['Item', 'Control', 'Panel']);
export const Highlight = withParts('Highlight');
export const PasswordInput = withParts('PasswordInput');
export const AppShell = withParts('AppShell', ['Header', 'Main', 'Navbar']);
export const Textarea = withParts('Textarea');
export const TextInput = withParts('TextInput');
export const Grid = withParts('Grid', ['Col']);
