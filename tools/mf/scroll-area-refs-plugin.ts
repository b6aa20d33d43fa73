/**
 * Mantine's ScrollArea (inside every Table, through Table.ScrollContainer) imports one hook from
 * `@floating-ui/react`, `useMergeRefs`. In a build where the menus and selects use floating-ui too,
 * the module is one chunk that all of them load, so a page with a table and no popover downloaded
 * floating-ui's positioning engine (about 14 kB gzip). This plugin resolves ScrollArea's import to
 * ./shims/floating-ui-merge-refs.ts, which does the same with Mantine's own hook; every other
 * importer still gets floating-ui.
 */
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const shim = fileURLToPath(new URL('./shims/floating-ui-merge-refs.ts', import.meta.url));

export function pluginScrollAreaRefs(): RsbuildPlugin {
  return {
    name: 'idea-portal:scroll-area-refs',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          test: /@mantine[\\/]core[\\/].*[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
          resolve: { alias: { '@floating-ui/react$': shim } },
        });
      });
    },
  };
}
