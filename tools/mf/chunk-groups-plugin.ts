/**
 * Writes dist/chunk-groups.json after a production build: the files of each named chunk group
 * (e.g. the shell's `bootstrap`, a remote's `__federation_expose_routes`), so the first-load byte
 * check (tools/bench/first-load-bytes.ts) knows what the shell and each exposed module load
 * without starting a browser.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { withFirstLoadHints } from './shell-first-load';

/** The rsbuild environment the Module Federation plugin builds (a remote's config names it). */
export const FEDERATED_ENVIRONMENT = 'web';

/** `preloadFirstLoad` (the shell): index.html then hints the files every first page loads (./shell-first-load.ts). */
export function pluginChunkGroups(options: { preloadFirstLoad?: boolean } = {}): RsbuildPlugin {
  return {
    name: 'idea-portal:chunk-groups',
    setup(api) {
      api.onAfterBuild(({ stats: all }) => {
        // With several environments (a remote's standalone runtime script), the federated one.
        const stats = all && 'stats' in all ? all.stats.find((s) => s.compilation.name === FEDERATED_ENVIRONMENT) : all;
        if (!stats) return;
        const json = stats.toJson({ all: false, chunkGroups: true, entrypoints: true });
        const groups: Record<string, string[]> = {};
        for (const [name, group] of Object.entries({ ...json.entrypoints, ...json.namedChunkGroups })) {
          groups[name] = (group.assets ?? []).map((a) => a.name).filter((f) => /\.(js|css)$/.test(f));
        }
        // What loading a shared library fetches: the chunk group of the module that provides it
        // (`shared:<name>`), split chunks included; mf-stats.json lists only the first chunk.
        for (const group of stats.compilation.chunkGroups) {
          for (const origin of group.origins) {
            const id = origin.module?.identifier() ?? '';
            const name = /^provide shared module \([^)]*\) (.+?)@[^@ ]+ = /.exec(id)?.[1];
            if (!name) continue;
            const files = group.getFiles().filter((f: string) => /\.(js|css)$/.test(f));
            groups[`shared:${name}`] = [...new Set([...(groups[`shared:${name}`] ?? []), ...files])];
          }
        }
        // The shared libraries an exposed module consumes (`consumes:<group>`): a library the
        // host does not provide then comes from this remote's copy.
        const { chunkGraph } = stats.compilation;
        for (const group of stats.compilation.chunkGroups) {
          if (!group.name?.startsWith('__federation_expose_')) continue;
          const names = new Set<string>();
          for (const chunk of group.chunks)
            for (const module of chunkGraph.getChunkModules(chunk)) {
              const name = /^consume shared module \([^)]*\) (.+?)@[^@ ]+ /.exec(module.identifier())?.[1];
              if (name) names.add(name);
            }
          groups[`consumes:${group.name}`] = [...names].sort();
        }
        const dist = stats.compilation.outputOptions.path!;
        writeFileSync(join(dist, 'chunk-groups.json'), JSON.stringify(groups, null, 2));
        if (options.preloadFirstLoad) {
          const html = join(dist, 'index.html');
          writeFileSync(html, withFirstLoadHints(readFileSync(html, 'utf8'), dist));
        }
      });
    },
  };
}
