import { createContext, Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { createFormContext as mantineCreateFormContext } from '@mantine/form';
import type * as Choices from './mantine-later/choices';
import type * as Pickers from './mantine-later/pickers';
import type * as IdeaScreens from './mantine-later/idea-screens';
import type * as Tables from './mantine-later/tables';
import type * as ShellPages from './mantine-later/shell-pages';
import type * as Standalone from './mantine-later/standalone';
import type * as Forms from './mantine-later/forms';
import type * as Fields from './mantine-later/fields';
import type * as Overlays from './mantine-later/overlays';
import { DEFERRED_MANTINE, type DeferredMantineGroup, type DeferredMantineName } from './mantine-deferred-groups';

type Later = typeof Choices & typeof Pickers & typeof IdeaScreens & typeof Tables & typeof ShellPages & typeof Standalone & typeof Forms & typeof Fields & typeof Overlays;

const IMPORTS: Record<DeferredMantineGroup, () => Promise<Partial<Later>>> = {
  choices: () => import(/* webpackChunkName: "ui-later-choices" */ './mantine-later/choices'),
  pickers: () => import(/* webpackChunkName: "ui-later-pickers" */ './mantine-later/pickers'),
  'idea-screens': () => import(/* webpackChunkName: "ui-later-idea-screens" */ './mantine-later/idea-screens'),
  tables: () => import(/* webpackChunkName: "ui-later-tables" */ './mantine-later/tables'),
  'shell-pages': () => import(/* webpackChunkName: "ui-later-shell-pages" */ './mantine-later/shell-pages'),
  standalone: () => import(/* webpackChunkName: "ui-later-standalone" */ './mantine-later/standalone'),
  forms: () => import(/* webpackChunkName: "ui-later-forms" */ './mantine-later/forms'),
  fields: () => import(/* webpackChunkName: "ui-later-fields" */ './mantine-later/fields'),
  overlays: () => import(/* webpackChunkName: "ui-later-overlays" */ './mantine-later/overlays'),
};
const loaded: Partial<Later> = {};
const loading = new Map<DeferredMantineGroup, Promise<void>>();

/** A group's chunk, fetched once; after a failure (offline, a redeploy) the next render asks again. */
function loadGroup(group: DeferredMantineGroup): Promise<void> {
  let promise = loading.get(group);
  if (!promise) {
    promise = IMPORTS[group]().then(
      (m) => void Object.assign(loaded, m),
      (error: unknown) => {
        loading.delete(group);
        throw error;
      },
    );
    loading.set(group, promise);
  }
  return promise;
}

/**
 * Starts loading the chunks of these deferred Mantine components (all of them when none is
 * named), once; resolves when they are there. An area calls it when its routes load, with the
 * components its screens use, so they arrive with the area's first chunk instead of when the
 * first form renders. It never rejects: a chunk that fails to load is asked for again when a
 * component renders, whose error boundary then shows the failure.
 */
export function loadDeferredMantine(...names: DeferredMantineName[]): Promise<void> {
  const groups = new Set((names.length ? names : (Object.keys(DEFERRED_MANTINE) as DeferredMantineName[])).map((n) => DEFERRED_MANTINE[n]));
  return Promise.all([...groups].map(loadGroup)).then(
    () => undefined,
    () => undefined,
  );
}

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

/** Renders the component (or one of its parts) once its chunk is there, suspending until then. */
function deferred<N extends Exclude<DeferredMantineName, 'useForm'>>(name: N, part?: string): ComponentType<any> {
  function Deferred(props: Record<string, unknown>) {
    if (!loaded[name]) use(loadGroup(DEFERRED_MANTINE[name]));
    const component = loaded[name] as unknown as Record<string, ComponentType<any>>;
    const Component = (part ? component[part] : component) as ComponentType<any>;
    return <Component {...props} />;
  }
  Deferred.displayName = part ? `${name}.${part}` : name;
  return Deferred;
}

/** A deferred component with the compound parts (`Radio.Group`, `Tabs.Tab`, ...) the portal uses. */
function withParts<N extends Exclude<DeferredMantineName, 'useForm'>>(name: N, parts: string[] = []): Later[N] {
  const component = deferred(name);
  for (const part of parts) Object.assign(component, { [part]: deferred(name, part) });
  return component as unknown as Later[N];
}

/**
 * A dialog or drawer: nothing to show and nothing loaded while it is closed; opened, it renders
 * once its chunk is there (its own Suspense: the page around it stays).
 */
function overlay<N extends 'Drawer' | 'Modal'>(name: N): Later[N] {
  const Component = deferred(name);
  function DeferredOverlay(props: { opened: boolean }) {
    if (!loaded[name] && !props.opened) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  DeferredOverlay.displayName = name;
  return DeferredOverlay as unknown as Later[N];
}

const TooltipLater = deferred('Tooltip');
/** A tooltip: its target shows at once, the tooltip once its chunk is there. */
function DeferredTooltip(props: { children: ReactNode }) {
  return (
    <Suspense fallback={props.children}>
      <TooltipLater {...props} />
    </Suspense>
  );
}

export const Checkbox = withParts('Checkbox', ['Group']);
export const CloseButton = withParts('CloseButton');
export const CopyButton = withParts('CopyButton');
export const Fieldset = withParts('Fieldset');
export const FileButton = withParts('FileButton');
export const Image = withParts('Image');
export const Input = withParts('Input', ['Wrapper', 'Label', 'Error', 'Description']);
export const MultiSelect = withParts('MultiSelect');
export const NumberInput = withParts('NumberInput');
export const Paper = withParts('Paper');
export const Radio = withParts('Radio', ['Group']);
export const SegmentedControl = withParts('SegmentedControl');
export const Switch = withParts('Switch', ['Group']);
export const Tabs = withParts('Tabs', ['List', 'Tab', 'Panel']);
export const TagsInput = withParts('TagsInput');
export const Timeline = withParts('Timeline', ['Item']);
export const Pagination = withParts('Pagination');
export const Accordion = withParts('Accordion', ['Item', 'Control', 'Panel']);
export const Highlight = withParts('Highlight');
export const PasswordInput = withParts('PasswordInput');
export const AppShell = withParts('AppShell', ['Header', 'Main', 'Navbar']);
export const Select = withParts('Select');
export const Textarea = withParts('Textarea');
export const Drawer = overlay('Drawer');
export const Modal = overlay('Modal');
export const Tooltip = DeferredTooltip as unknown as Later['Tooltip'];
