import { use, type ComponentType } from 'react';
import type * as Choices from './mantine-later/choices';
import type * as Pickers from './mantine-later/pickers';
import type * as IdeaScreens from './mantine-later/idea-screens';
import { DEFERRED_MANTINE, type DeferredMantineGroup, type DeferredMantineName } from './mantine-deferred-groups';

type Later = typeof Choices & typeof Pickers & typeof IdeaScreens;

const IMPORTS: Record<DeferredMantineGroup, () => Promise<Partial<Later>>> = {
  choices: () => import(/* webpackChunkName: "ui-later-choices" */ './mantine-later/choices'),
  pickers: () => import(/* webpackChunkName: "ui-later-pickers" */ './mantine-later/pickers'),
  'idea-screens': () => import(/* webpackChunkName: "ui-later-idea-screens" */ './mantine-later/idea-screens'),
};
const loaded: Partial<Later> = {};
const loading = new Map<DeferredMantineGroup, Promise<void>>();

function loadGroup(group: DeferredMantineGroup): Promise<void> {
  let promise = loading.get(group);
  if (!promise) {
    promise = IMPORTS[group]().then((m) => void Object.assign(loaded, m));
    loading.set(group, promise);
  }
  return promise;
}

/**
 * Starts loading the chunks of these deferred Mantine components (all of them when none is
 * named), once; resolves when they are there. An area calls it when its routes load, with the
 * components its screens use, so they arrive with the area's first chunk instead of when the
 * first form renders.
 */
export function loadDeferredMantine(...names: DeferredMantineName[]): Promise<void> {
  const groups = new Set((names.length ? names : (Object.keys(DEFERRED_MANTINE) as DeferredMantineName[])).map((n) => DEFERRED_MANTINE[n]));
  return Promise.all([...groups].map(loadGroup)).then(() => undefined);
}

/** Renders the component (or one of its parts) once its chunk is there, suspending until then. */
function deferred<N extends DeferredMantineName>(name: N, part?: string): ComponentType<any> {
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
function withParts<N extends DeferredMantineName>(name: N, parts: string[] = []): Later[N] {
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
export const MultiSelect = withParts('MultiSelect');
export const NumberInput = withParts('NumberInput');
export const Paper = withParts('Paper');
export const Radio = withParts('Radio', ['Group']);
export const SegmentedControl = withParts('SegmentedControl');
export const Switch = withParts('Switch', ['Group']);
export const Tabs = withParts('Tabs', ['List', 'Tab', 'Panel']);
export const TagsInput = withParts('TagsInput');
export const Timeline = withParts('Timeline', ['Item']);
