/** rsbuild config shared by the four remotes: each passes its name, port and exposes. */
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { sharedDependencies } from './shared';

export function remoteConfig(opts: {
  name: string;
  port: number;
  exposes: Record<string, string>;
  title: string;
}): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: opts.name,
        exposes: opts.exposes,
        shared: sharedDependencies(),
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    server: { port: opts.port, cors: { origin: '*' } },
    // Assets load from the remote's own origin, wherever the manifest was fetched from.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    html: { title: opts.title },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
