/**
 * Loading the deferred Mantine components (./index.tsx lists them): each group's chunk,
 * once, and a component that renders once its chunk is there.
 */
import { use, type ComponentType } from 'react';
import type * as Choices from './chunks/choices';
import type * as RadioGroup from './chunks/radio';
import type * as Pickers from './chunks/pickers';
import type * as IdeaScreens from './chunks/idea-screens';
import type * as Tables from './chunks/tables';
import type * as ShellPages from './chunks/shell-pages';
import type * as Standalone from './chunks/standalone';
import type * as Forms from './chunks/forms';
import type * as Fields from './chunks/fields';
import type * as Basics from './chunks/basics';
import type * as Numbers from './chunks/numbers';
import type * as GridGroup from './chunks/grid';
import type * as Segmented from './chunks/segmented';
import type * as TextareaGroup from './chunks/textarea';
import type * as PaginationGroup from './chunks/pagination';
import type * as Overlays from './chunks/overlays';
import type * as TimelineGroup from './chunks/timeline';
import type * as IdeaPage from './chunks/idea-page';
import { DEFERRED_MANTINE, preloadGroup, type DeferredMantineGroup, type DeferredMantineName } from './groups';

export type Later = typeof Choices & typeof RadioGroup & typeof Pickers & typeof IdeaScreens & typeof Tables & typeof ShellPages & typeof Standalone & typeof Forms & typeof Fields & typeof Basics & typeof Numbers & typeof GridGroup & typeof Segmented & typeof TextareaGroup & typeof PaginationGroup & typeof TimelineGroup & typeof IdeaPage & typeof Overlays;

const IMPORTS: Record<DeferredMantineGroup, () => Promise<Partial<Later>>> = {
  choices: () => import(/* webpackChunkName: "ui-deferred-choices" */ './chunks/choices'),
  radio: () => import(/* webpackChunkName: "ui-deferred-radio" */ './chunks/radio'),
  pickers: () => import(/* webpackChunkName: "ui-deferred-pickers" */ './chunks/pickers'),
  'idea-screens': () => import(/* webpackChunkName: "ui-deferred-idea-screens" */ './chunks/idea-screens'),
  tables: () => import(/* webpackChunkName: "ui-deferred-tables" */ './chunks/tables'),
  'shell-pages': () => import(/* webpackChunkName: "ui-deferred-shell-pages" */ './chunks/shell-pages'),
  standalone: () => import(/* webpackChunkName: "ui-deferred-standalone" */ './chunks/standalone'),
  forms: () => import(/* webpackChunkName: "ui-deferred-forms" */ './chunks/forms'),
  fields: () => import(/* webpackChunkName: "ui-deferred-fields" */ './chunks/fields'),
  basics: () => import(/* webpackChunkName: "ui-deferred-basics" */ './chunks/basics'),
  numbers: () => import(/* webpackChunkName: "ui-deferred-numbers" */ './chunks/numbers'),
  grid: () => import(/* webpackChunkName: "ui-deferred-grid" */ './chunks/grid'),
  segmented: () => import(/* webpackChunkName: "ui-deferred-segmented" */ './chunks/segmented'),
  textarea: () => import(/* webpackChunkName: "ui-deferred-textarea" */ './chunks/textarea'),
  pagination: () => import(/* webpackChunkName: "ui-deferred-pagination" */ './chunks/pagination'),
  timeline: () => import(/* webpackChunkName: "ui-deferred-timeline" */ './chunks/timeline'),
  'idea-page': () => import(/* webpackChunkName: "ui-deferred-idea-page" */ './chunks/idea-page'),
  overlays: () => import(/* webpackChunkName: "ui-deferred-overlays" */ './chunks/overlays'),
};
export const loaded: Partial<Later> = {};
const loading = new Map<DeferredMantineGroup, Promise<void>>();

/** A group's chunk, fetched once; after a failure (offline, a redeploy) the next render asks again. */
export function loadGroup(group: DeferredMantineGroup): Promise<void> {
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
 * Starts loading the chunks of these deferred Mantine components (for a select, its stand-in's:
 * ./pickers.tsx; every group when none is named), once; resolves when they are there. A lazy page (or part of one) calls it beside its
 * own `import()`, with the components it uses, so they arrive with its chunk instead of when it
 * first renders (tools/mf/deferred-preloads.test.ts checks the lists). It never rejects: a chunk that fails to load is asked for again when a
 * component renders, whose error boundary then shows the failure.
 */
export function loadDeferredMantine(...names: DeferredMantineName[]): Promise<void> {
  const groups = new Set<DeferredMantineGroup>(names.length ? names.map(preloadGroup) : Object.values(DEFERRED_MANTINE));
  return Promise.all([...groups].map(loadGroup)).then(
    () => undefined,
    () => undefined,
  );
}

/** Renders the component (or one of its parts) once its chunk is there, suspending until then. */
export function deferred<N extends Exclude<DeferredMantineName, 'useForm'>>(name: N, part?: string): ComponentType<any> {
  function Deferred(props: Record<string, unknown>) {
    if (!loaded[name]) use(loadGroup(DEFERRED_MANTINE[name]));
    const component = loaded[name] as unknown as Record<string, ComponentType<any>>;
    const Component = (part ? component[part] : component) as ComponentType<any>;
    return <Component {...props} />;
  }
  Deferred.displayName = part ? `${name}.${part}` : name;
  return Deferred;
}

