import {
  cloneElement,
  createContext,
  isValidElement,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
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

/**
 * A tooltip: its target renders at once as it is; the tooltip's code loads when the target is
 * pointed at or focused, and the tooltip shows then if the pointer or focus is still there. The
 * target is a new element after: it takes the focus the old one had.
 */
function DeferredTooltip(props: { children: ReactElement<Record<string, any>>; defaultOpened?: boolean }) {
  const [ready, setReady] = useState(() => !!loaded.Tooltip);
  const [wanted, setWanted] = useState(false);
  const here = useRef(false);
  const hadFocus = useRef(false);
  const child = props.children;
  if (!isValidElement(child)) return child;
  if (ready) {
    const Tooltip = loaded.Tooltip as unknown as ComponentType<any>;
    const ref = mergeRefs((child.props as { ref?: Ref<HTMLElement> }).ref, (node: HTMLElement | null) => {
      if (node && hadFocus.current) {
        hadFocus.current = false;
        node.focus();
      }
    });
    return <Tooltip {...props} defaultOpened={props.defaultOpened ?? wanted}>{cloneElement(child, { ref })}</Tooltip>;
  }
  const arrive = (focus: boolean) => (event: unknown) => {
    (child.props[focus ? 'onFocus' : 'onPointerEnter'] as ((e: unknown) => void) | undefined)?.(event);
    here.current = true;
    void loadGroup(DEFERRED_MANTINE.Tooltip).then(
      () => {
        hadFocus.current = focus && here.current;
        setWanted(here.current);
        setReady(true);
      },
      () => {},
    );
  };
  const leave = (handler: string) => (event: unknown) => {
    (child.props[handler] as ((e: unknown) => void) | undefined)?.(event);
    here.current = false;
  };
  return cloneElement(child, { onPointerEnter: arrive(false), onFocus: arrive(true), onPointerLeave: leave('onPointerLeave'), onBlur: leave('onBlur') });
}

type DropdownName = 'Menu' | 'Popover' | 'HoverCard';

/** What a deferred dropdown's parts need: whether the real component is there, and how to ask for it. */
interface DropdownRoot {
  real: boolean;
  name: DropdownName;
  /** The user wants it open: pressed the target, or kept pointing at a hover card's for its delay. */
  want: () => void;
  /** Starts loading, without the swap (pointer over or focus on the target). */
  warm: () => void;
  hovered: RefObject<boolean>;
  /** The stand-in target had focus when the real one was asked for: the real one takes it. */
  hadFocus: RefObject<boolean>;
  openDelay: number;
  target: RefObject<HTMLElement | null>;
}
const DropdownRootContext = createContext<DropdownRoot | null>(null);

function mergeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T }).current = node;
    }
  };
}

/**
 * A menu, popover or hover card: its target renders at once as it is; the rest (with floating-ui)
 * loads when the target is pointed at or focused, and the dropdown opens once it is there when the
 * target was pressed (a hover card: pointed at for its delay). The target is a new element then:
 * focus moves to it if the old one had it. A controlled `opened` loads it too.
 */
function dropdown<N extends DropdownName>(name: N, parts: string[]): Later[N] {
  const group = DEFERRED_MANTINE[name];
  /**
   * The real component. It mounts closed and opens after: Mantine notes where the focus was when a
   * dropdown opens, and returns it there on close, only for a change of `opened` after mount.
   */
  function Real({ props, wanted, root }: { props: Record<string, unknown>; wanted: boolean; root: DropdownRoot }) {
    const controlled = props.opened !== undefined;
    const [mounted, setMounted] = useState(false);
    const [openedHere, setOpenedHere] = useState(false);
    useEffect(() => {
      setMounted(true);
      if (wanted && !controlled && name !== 'HoverCard') setOpenedHere(true);
    }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, right after mount
    const Component = loaded[name] as unknown as ComponentType<any>;
    const onChange = props.onChange as ((opened: boolean) => void) | undefined;
    const opening =
      name === 'HoverCard'
        ? { initiallyOpened: wanted }
        : controlled
          ? { opened: mounted && props.opened }
          : {
              opened: openedHere,
              onChange: (opened: boolean) => {
                setOpenedHere(opened);
                onChange?.(opened);
              },
            };
    return (
      <DropdownRootContext value={{ ...root, real: true }}>
        <Component {...props} {...opening} />
      </DropdownRootContext>
    );
  }
  function Root(props: { opened?: boolean; defaultOpened?: boolean; openDelay?: number; children?: ReactNode }) {
    const [wanted, setWanted] = useState(false);
    // Swapped in after the event that asked for it (a promise callback, so React renders later): a
    // dropdown mounted inside the click that opened it would see that click as one outside it.
    const [ready, setReady] = useState(() => !!loaded[name]);
    const target = useRef<HTMLElement | null>(null);
    const hovered = useRef(false);
    const hadFocus = useRef(false);
    // No Suspense: the stand-in stays until the chunk is there, then the real one replaces it once.
    const load = () => void loadGroup(group).then(() => setReady(true), () => {});
    // Warming only loads: swapping the target under a pointer that is pressing it would lose the click.
    const warm = () => void loadGroup(group).catch(() => {});
    const root = useMemo<DropdownRoot>(
      () => ({
        real: false,
        name,
        want: () => {
          hadFocus.current = target.current !== null && document.activeElement === target.current;
          setWanted(true);
          load();
        },
        warm,
        hovered,
        hadFocus,
        openDelay: props.openDelay ?? 0,
        target,
      }),
      [props.openDelay],
    );
    const opened = props.opened === true;
    useEffect(() => {
      if (opened && !ready) root.want();
    }, [opened, ready, root]);
    if (!ready) return <DropdownRootContext value={root}>{props.children}</DropdownRootContext>;
    return <Real props={props} wanted={wanted} root={root} />;
  }
  const Target = deferred(name, 'Target');
  function DeferredTarget(props: { children: ReactElement<Record<string, any>> }) {
    const root = use(DropdownRootContext);
    const child = props.children;
    if (!root || !isValidElement(child)) return null;
    const ref = mergeRefs((child.props as { ref?: Ref<HTMLElement> }).ref, root.target, (node: HTMLElement | null) => {
      // The new target takes the focus the stand-in had, before the dropdown opens.
      if (node && root.real && root.hadFocus.current) {
        root.hadFocus.current = false;
        node.focus();
      }
    });
    if (root.real) return <Target {...props}>{cloneElement(child, { ref })}</Target>;
    const also = (handler: string, then: () => void) => (event: unknown) => {
      (child.props[handler] as ((e: unknown) => void) | undefined)?.(event);
      then();
    };
    const hoverCard = root.name === 'HoverCard';
    return cloneElement(child, {
      ref,
      ...(root.name === 'Menu' && { 'aria-haspopup': 'menu', 'aria-expanded': false }),
      onPointerEnter: also('onPointerEnter', () => {
        root.hovered.current = true;
        root.warm();
        if (hoverCard) setTimeout(() => root.hovered.current && root.want(), root.openDelay);
      }),
      onPointerLeave: also('onPointerLeave', () => void (root.hovered.current = false)),
      onFocus: also('onFocus', root.warm),
      ...(!hoverCard && { onClick: also('onClick', root.want) }),
    });
  }
  /** The dropdown and its parts render only with the real component (closed, Mantine renders none either). */
  function partOf(part: string) {
    const Part = deferred(name, part);
    function DeferredPart(props: Record<string, unknown>) {
      return use(DropdownRootContext)?.real ? <Part {...props} /> : null;
    }
    DeferredPart.displayName = `${name}.${part}`;
    return DeferredPart;
  }
  const component = Root as unknown as Record<string, unknown>;
  component.Target = DeferredTarget;
  for (const part of parts) component[part] = partOf(part);
  Root.displayName = name;
  return component as unknown as Later[N];
}

export const Menu = dropdown('Menu', ['Dropdown', 'Item', 'Divider', 'Label']);
export const Popover = dropdown('Popover', ['Dropdown']);
export const HoverCard = dropdown('HoverCard', ['Dropdown']);

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
