import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { PORTS, sharedDependencies } from '../../tools/mf/shared';

/**
 * The host. It declares no remotes at build time: their locations come from
 * /runtime-config.json at start-up (src/remotes/load-remote.ts), so a remote is redeployed
 * without rebuilding the shell.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      remotes: {},
      shared: sharedDependencies(),
      shareStrategy: 'loaded-first',
      dts: false,
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
  server: { port: PORTS.shell, historyApiFallback: true },
  html: { title: 'Idea Portal', favicon: './public/favicon.svg' },
  output: { assetPrefix: '/', cleanDistPath: true },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
