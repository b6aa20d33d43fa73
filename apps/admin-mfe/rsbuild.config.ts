import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig } from '../../tools/mf/remote-config';
import { PORTS } from '../../tools/mf/shared';
import { standaloneConfig } from '../../libs/testing/src/rsbuild';

export default mergeRsbuildConfig(
  remoteConfig({
    name: 'admin',
    port: PORTS.admin,
    title: 'Admin (standalone)',
    exposes: {
      './routes': './src/routes.tsx',
    },
  }),
  standaloneConfig(),
);
