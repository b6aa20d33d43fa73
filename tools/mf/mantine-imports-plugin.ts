/**
 * Two of Mantine's imports bring code that no page of the portal runs:
 * - Table imports its scroll container, and the container Mantine's ScrollArea, even for
 *   `type="native"`, which the portal's theme sets for every table (libs/ui/src/theme.ts): a
 *   table scrolls sideways natively. Here the container's ScrollArea is a plain element
 *   (./shims/table-scroll-area.tsx): about 4.5 kB gzip less on every page with a table.
 * - ScrollArea (still in the selects' dropdowns) imports one hook from `@floating-ui/react`,
 *   `useMergeRefs`; in a build where the menus use floating-ui too, that module is one chunk all of
 *   them load. Here it is Mantine's own hook (./shims/floating-ui-merge-refs.ts).
 * Every other importer gets the real module.
 * Measured (tools/bench/results/first-load-mechanisms.md): 20 kB gzip less on /app/ideas and /app/my-page (the ideas list is over 250 kB without it).
 */
import { fileURLToPath } from 'node:url';
import type { RsbuildPlugin } from '@rsbuild/core';

const shim = (file: string) => fileURLToPath(new URL(`./shims/${file}`, import.meta.url));
const MANTINE_COMPONENTS = /@mantine[\\/]core[\\/].*[\\/]components[\\/]/;

export function pluginMantineImports(): RsbuildPlugin {
  return {
    name: 'idea-portal:mantine-imports',
    setup(api) {
      api.modifyRspackConfig((config, { rspack }) => {
        config.plugins ??= [];
        config.plugins.push(
          new rspack.NormalModuleReplacementPlugin(/^@floating-ui\/react$/, (resource) => {
            if (MANTINE_COMPONENTS.test(resource.context) && /[\\/]ScrollArea$/.test(resource.context)) resource.request = shim('floating-ui-merge-refs.ts');
          }),
          new rspack.NormalModuleReplacementPlugin(/[\\/]ScrollArea[\\/]ScrollArea\.mjs$/, (resource) => {
            if (MANTINE_COMPONENTS.test(resource.context) && /[\\/]Table$/.test(resource.context)) resource.request = shim('table-scroll-area.tsx');
          }),
        );
      });
    },
  };
}
