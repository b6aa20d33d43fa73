import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig } from '../../tools/mf/remote-config';
import { PORTS } from '../../tools/mf/shared';
import { standaloneConfig } from '../../libs/testing/src/rsbuild';

export default mergeRsbuildConfig(
  remoteConfig({
    name: 'ideas',
    port: PORTS.ideas,
    title: 'Ideas (standalone)',
    exposes: {
      './routes': './src/routes.tsx',
      './LatestIdeas': './src/widgets/LatestIdeas.tsx',
    },
  }),
  standaloneConfig(),
);
