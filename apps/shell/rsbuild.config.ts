import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { PORTS, sharedDependencies } from '../../tools/mf/shared';
import { portalConfig, runtimeConfig } from '../../tools/server/config';
import { pluginChunkGroups } from '../../tools/mf/chunk-groups-plugin';
import { pluginMantineImports } from '../../tools/mf/mantine-imports-plugin';
import { pluginFederationRuntimeEsm } from '../../tools/mf/federation-runtime-esm-plugin';

/**
 * The host. It declares no remotes at build time: their locations come from
 * /runtime-config.json at start-up (src/remotes/load-remote.ts), so a remote is redeployed
 * without rebuilding the shell. `libs`: the federated libraries' versions as if it were another
 * release (the version-skew tests, e2e/version-skew.spec.ts).
 */
export function shellConfig(libs?: Parameters<typeof sharedDependencies>[1]): RsbuildConfig {
  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedDependencies('shell', libs),
        shareStrategy: 'loaded-first',
        dts: false,
        // The remotes take the shell's Module Federation runtime instead of each bringing its own.
        experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
      }),
      // index.html hints the bootstrap's and the shared libraries' chunks: they download beside the entry.
      pluginChunkGroups({ preloadFirstLoad: true }),
      pluginMantineImports(),
      pluginFederationRuntimeEsm(),
    ],
    source: { entry: { index: './src/index.ts' } },
    server: { port: PORTS.shell, historyApiFallback: true },
    // `npm run dev`: the dev server answers /runtime-config.json as the production static site does.
    dev: {
      setupMiddlewares: (middlewares) => {
        middlewares.unshift((req, res, next) => {
          if (req.url !== '/runtime-config.json') return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(runtimeConfig(portalConfig())));
        });
      },
    },
    html: { title: 'Idea Portal', favicon: './public/favicon.svg' },
    output: { assetPrefix: '/', cleanDistPath: true },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}

export default shellConfig();
