/**
 * Writes dist/chunk-groups.json after a production build: the files of each named chunk group
 * (e.g. the shell's `bootstrap`), so the first-load byte check (tools/bench/first-load-bytes.ts)
 * knows what the shell loads before any shared library or remote without starting a browser.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export function pluginChunkGroups(): RsbuildPlugin {
  return {
    name: 'idea-portal:chunk-groups',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats || !('toJson' in stats)) return;
        const json = stats.toJson({ all: false, chunkGroups: true, entrypoints: true });
        const groups: Record<string, string[]> = {};
        for (const [name, group] of Object.entries({ ...json.entrypoints, ...json.namedChunkGroups })) {
          groups[name] = (group.assets ?? []).map((a) => a.name).filter((f) => /\.(js|css)$/.test(f));
        }
        writeFileSync(join(api.context.distPath, 'chunk-groups.json'), JSON.stringify(groups, null, 2));
      });
    },
  };
}
