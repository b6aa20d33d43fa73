/**
 * The deferred Mantine components that load when one is first wanted, never with an area
 * (group `overlays`): dialogs and the drawer when opened; menus, popovers and hover cards when
 * their target is pointed at, focused or pressed; tooltips when their target is pointed at or
 * focused. Until then the target renders as it is.
 * Measured (tools/bench/results/first-load-mechanisms.md): 44-48 kB gzip less on every route than the overlays in the first load.
 */
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
import { mergeRefs } from '@mantine/hooks';
import { DEFERRED_MANTINE } from './groups';
import { deferred, loaded, loadGroup, type Later } from './core';
import { useUiText } from '../i18n/use-ui-text';
import { notifyError } from '../notify/notify';

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
 * target is a new element after: it takes the focus the old one had. The swap waits while the
 * target is pressed: a press that starts on the old element and ends on the new one is no click
 * (once the chunk is there the swap follows the pointer within a frame, so a quick click on a
 * second button after a dialog loaded the overlays would otherwise do nothing).
 */
function DeferredTooltip(props: { children: ReactElement<Record<string, any>>; defaultOpened?: boolean }) {
  const [ready, setReady] = useState(() => !!loaded.Tooltip);
  const [wanted, setWanted] = useState(false);
  const here = useRef(false);
  const hadFocus = useRef(false);
  const pressed = useRef(false);
  const swapAfterPress = useRef(false);
  const [, rerender] = useState(0);
  const child = props.children;
  if (!isValidElement(child)) return child;
  // A swap asked for before a press but rendered during it would replace the pressed element
  // (pointerdown on the old one, pointerup on the new: no click): it waits for the release.
  if (ready && pressed.current) swapAfterPress.current = true;
  else if (ready) {
    const Tooltip = loaded.Tooltip as unknown as ComponentType<any>;
    const ref = mergeRefs((child.props as { ref?: Ref<HTMLElement> }).ref, takesFocus(hadFocus));
    return <Tooltip {...props} defaultOpened={props.defaultOpened ?? wanted}>{cloneElement(child, { ref })}</Tooltip>;
  }
  const swap = () => {
    setWanted(here.current);
    setReady(true);
    rerender((n) => n + 1);
  };
  const arrive = (focus: boolean) => () => {
    here.current = true;
    void loadGroup(DEFERRED_MANTINE.Tooltip).then(
      () => {
        hadFocus.current = focus && here.current;
        if (pressed.current) swapAfterPress.current = true;
        else swap();
      },
      () => {},
    );
  };
  // The click follows pointerup in the same task: the swap comes after it.
  const release = () => {
    pressed.current = false;
    if (!swapAfterPress.current) return;
    swapAfterPress.current = false;
    setTimeout(swap, 0);
  };
  const leave = () => void (here.current = false);
  return cloneElement(child, {
    onPointerEnter: chained(child, 'onPointerEnter', arrive(false)),
    onFocus: chained(child, 'onFocus', arrive(true)),
    onPointerDown: chained(child, 'onPointerDown', () => void (pressed.current = true)),
    onPointerUp: chained(child, 'onPointerUp', release),
    onPointerCancel: chained(child, 'onPointerCancel', release),
    onPointerLeave: chained(child, 'onPointerLeave', () => {
      leave();
      release();
    }),
    onBlur: chained(child, 'onBlur', leave),
  });
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

/** The child's own handler first, then ours. */
function chained(child: ReactElement<Record<string, any>>, handler: string, then: () => void) {
  return (event: unknown) => {
    (child.props[handler] as ((e: unknown) => void) | undefined)?.(event);
    then();
  };
}

/**
 * A ref callback: the new target takes the focus the stand-in had (once), the focus that went to
 * the page when the stand-in left. Focus that went somewhere meanwhile stays there: a dialog the
 * press opened has put it on its first button, and a swap rendered after that must not take it
 * back behind the dialog.
 */
function takesFocus(hadFocus: RefObject<boolean>) {
  return (node: HTMLElement | null) => {
    if (node && hadFocus.current) {
      hadFocus.current = false;
      const focused = node.ownerDocument.activeElement;
      if (!focused || focused === node.ownerDocument.body) node.focus();
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
    const { text } = useUiText();
    const failedText = useRef('');
    failedText.current = text('partLoadFailed');
    // No Suspense: the stand-in stays until the chunk is there, then the real one replaces it once.
    // When it cannot come (offline, a redeploy), a press says so; the next press asks again.
    const load = () =>
      void loadGroup(group).then(
        () => setReady(true),
        () => {
          setWanted(false);
          if (name !== 'HoverCard') notifyError(failedText.current);
        },
      );
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
    const ref = mergeRefs((child.props as { ref?: Ref<HTMLElement> }).ref, root.target);
    // The new target takes the focus the stand-in had, before the dropdown opens.
    if (root.real) return <Target {...props}>{cloneElement(child, { ref: mergeRefs(ref, takesFocus(root.hadFocus)) })}</Target>;
    const also = (handler: string, then: () => void) => chained(child, handler, then);
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

export const Drawer = overlay('Drawer');
export const Modal = overlay('Modal');
export const Tooltip = DeferredTooltip as unknown as Later['Tooltip'];
export const Menu = dropdown('Menu', ['Dropdown', 'Item', 'Divider', 'Label']);
export const Popover = dropdown('Popover', ['Dropdown']);
export const HoverCard = dropdown('HoverCard', ['Dropdown']);

