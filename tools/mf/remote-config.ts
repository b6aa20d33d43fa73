/** rsbuild config shared by the four remotes. */
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { REMOTES, type RemoteKey } from '../../libs/contracts/src/remotes';
import { federationExternals } from './federation-externals';
import { PORTS, sharedDependencies } from './shared';
import { FEDERATED_ENVIRONMENT, pluginChunkGroups } from './chunk-groups-plugin';
import { pluginMantineImports } from './mantine-imports-plugin';
import { pluginFederationRuntimeEsm } from './federation-runtime-esm-plugin';

/**
 * The rsbuild config of a remote: name, port, title and exposed modules come from the remote
 * registry. `libs`: the federated libraries' version and range as if built against others
 * (the version-skew tests, e2e/version-skew.spec.ts).
 */
export function remoteConfig(remote: RemoteKey, libs?: Parameters<typeof sharedDependencies>[1]): RsbuildConfig {
  const def = REMOTES[remote];
  const opts = {
    name: def.name,
    port: PORTS[remote],
    title: def.title,
    exposes: Object.fromEntries(Object.entries(def.exposes).map(([module, file]) => [`./${module}`, file])),
  };
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: opts.name,
        exposes: opts.exposes,
        shared: sharedDependencies(def.app, libs),
        shareStrategy: 'loaded-first',
        dts: false,
        // The remote runs on the host's Module Federation runtime (the shell provides it), so its
        // remote entry does not carry a second copy (about 17 kB gzip). The standalone page gets
        // the runtime from its own small script (libs/testing/src/rsbuild.ts).
        experiments: { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
      }),
      pluginChunkGroups(),
      pluginMantineImports(),
      pluginFederationRuntimeEsm(),
    ],
    // The remote's own page (standalone mode) is the `web` environment's entry; the Module
    // Federation plugin builds that environment only.
    // Its remote entry takes Module Federation's sdk, error codes and bundler runtime functions
    // from the host as well (federation-externals.ts).
    environments: {
      [FEDERATED_ENVIRONMENT]: {
        source: { entry: { index: './src/index.ts' } },
        tools: { rspack: (_, { appendPlugins, rspack }) => appendPlugins(new rspack.ExternalsPlugin('global', federationExternals)) },
      },
    },
    server: { port: opts.port, cors: { origin: '*' } },
    // Assets load from the remote's own origin, wherever the manifest was fetched from.
    output: { assetPrefix: 'auto', cleanDistPath: true },
    html: { title: opts.title },
    // Modules that several chunks use get a chunk of their own from 12 kB on. At the default 20 kB
    // the header widgets' translations and notification state were copied into both widgets (a page
    // loaded them twice); at 1 kB a page loaded many tiny chunks. Measured with
    // tools/bench/first-load-bytes.ts over 1, 3, 5, 8, 12, 15 and 20 kB: 12 kB is the least on every
    // route (the idea page 312.3 → 310.2 kB, and 13 → 8 of its remote's files).
    // A remote's English texts (its German ones load on demand, src/i18n/index.ts) are one chunk of
    // their own, which every exposed module shares: under 12 kB, they were copied into each.
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        override: {
          minSize: 12000,
          cacheGroups: {
            texts: { test: /[\\/]src[\\/]i18n[\\/]en\.ts$/, name: 'texts', chunks: 'all', enforce: true },
            // The header widgets' texts (my-page): their own chunk, so the widgets do not bring the pages' texts.
            'header-texts': { test: /[\\/]src[\\/]i18n[\\/]header\.en\.ts$/, name: 'header-texts', chunks: 'all', enforce: true },
          },
        },
      },
    },
  });
}
