/**
 * Loading the deferred Mantine components (./mantine-deferred.tsx lists them): each group's chunk,
 * once, and a component that renders once its chunk is there.
 */
import { use, type ComponentType } from 'react';
import type * as Choices from './mantine-later/choices';
import type * as RadioGroup from './mantine-later/radio';
import type * as Pickers from './mantine-later/pickers';
import type * as IdeaScreens from './mantine-later/idea-screens';
import type * as Tables from './mantine-later/tables';
import type * as ShellPages from './mantine-later/shell-pages';
import type * as Standalone from './mantine-later/standalone';
import type * as Forms from './mantine-later/forms';
import type * as Fields from './mantine-later/fields';
import type * as Basics from './mantine-later/basics';
import type * as Numbers from './mantine-later/numbers';
import type * as GridGroup from './mantine-later/grid';
import type * as Segmented from './mantine-later/segmented';
import type * as TextareaGroup from './mantine-later/textarea';
import type * as PaginationGroup from './mantine-later/pagination';
import type * as Overlays from './mantine-later/overlays';
import type * as TimelineGroup from './mantine-later/timeline';
import type * as IdeaPage from './mantine-later/idea-page';
import { DEFERRED_MANTINE, preloadGroup, type DeferredMantineGroup, type DeferredMantineName } from './mantine-deferred-groups';

export type Later = typeof Choices & typeof RadioGroup & typeof Pickers & typeof IdeaScreens & typeof Tables & typeof ShellPages & typeof Standalone & typeof Forms & typeof Fields & typeof Basics & typeof Numbers & typeof GridGroup & typeof Segmented & typeof TextareaGroup & typeof PaginationGroup & typeof TimelineGroup & typeof IdeaPage & typeof Overlays;

const IMPORTS: Record<DeferredMantineGroup, () => Promise<Partial<Later>>> = {
  choices: () => import(/* webpackChunkName: "ui-later-choices" */ './mantine-later/choices'),
  radio: () => import(/* webpackChunkName: "ui-later-radio" */ './mantine-later/radio'),
  pickers: () => import(/* webpackChunkName: "ui-later-pickers" */ './mantine-later/pickers'),
  'idea-screens': () => import(/* webpackChunkName: "ui-later-idea-screens" */ './mantine-later/idea-screens'),
  tables: () => import(/* webpackChunkName: "ui-later-tables" */ './mantine-later/tables'),
  'shell-pages': () => import(/* webpackChunkName: "ui-later-shell-pages" */ './mantine-later/shell-pages'),
  standalone: () => import(/* webpackChunkName: "ui-later-standalone" */ './mantine-later/standalone'),
  forms: () => import(/* webpackChunkName: "ui-later-forms" */ './mantine-later/forms'),
  fields: () => import(/* webpackChunkName: "ui-later-fields" */ './mantine-later/fields'),
  basics: () => import(/* webpackChunkName: "ui-later-basics" */ './mantine-later/basics'),
  numbers: () => import(/* webpackChunkName: "ui-later-numbers" */ './mantine-later/numbers'),
  grid: () => import(/* webpackChunkName: "ui-later-grid" */ './mantine-later/grid'),
  segmented: () => import(/* webpackChunkName: "ui-later-segmented" */ './mantine-later/segmented'),
  textarea: () => import(/* webpackChunkName: "ui-later-textarea" */ './mantine-later/textarea'),
  pagination: () => import(/* webpackChunkName: "ui-later-pagination" */ './mantine-later/pagination'),
  timeline: () => import(/* webpackChunkName: "ui-later-timeline" */ './mantine-later/timeline'),
  'idea-page': () => import(/* webpackChunkName: "ui-later-idea-page" */ './mantine-later/idea-page'),
  overlays: () => import(/* webpackChunkName: "ui-later-overlays" */ './mantine-later/overlays'),
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
 * ./mantine-deferred-pickers.tsx; every group when none is named), once; resolves when they are there. A lazy page (or part of one) calls it beside its
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

