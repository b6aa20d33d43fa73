/**
 * The single-bundle comparison build: the shell with every remote module resolved to the file
 * its remote exposes (./load-remote.ts replaces the shell's federation loader), no Module
 * Federation (./no-federation-libs.ts replaces the globals the remotes take), the same chunk
 * splitting. Output: apps/shell/dist-single, served like the shell.
 *
 *   npx rsbuild build -c tools/bench/single-bundle/rsbuild.config.ts
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginMantineImports } from '../../mf/mantine-imports-plugin';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const loader = fileURLToPath(new URL('./load-remote.ts', import.meta.url));
const noFederationLibs = fileURLToPath(new URL('./no-federation-libs.ts', import.meta.url));

export default defineConfig({
  root: `${root}apps/shell`,
  plugins: [pluginReact(), pluginMantineImports()],
  source: {
    entry: { index: './src/index.ts' },
    // What the remotes' standalone builds define (their exposed modules never mock).
    define: {
      'process.env.ENABLE_API_MOCKING': JSON.stringify('false'),
      'process.env.APP_MOCK_API_PORT': JSON.stringify('8080'),
      'process.env.API_URL': JSON.stringify('http://localhost:4000'),
    },
  },
  tools: {
    rspack: (config, { rspack }) => {
      config.plugins ??= [];
      config.plugins.push(
        new rspack.NormalModuleReplacementPlugin(/(^|[\\/])load-remote(\.ts)?$/, loader),
        new rspack.NormalModuleReplacementPlugin(/(^|[\\/])federation-libs(\.ts)?$/, noFederationLibs),
      );
    },
  },
  html: { title: 'Idea Portal', favicon: './public/favicon.svg' },
  output: { assetPrefix: '/', cleanDistPath: true, distPath: { root: 'dist-single' } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
