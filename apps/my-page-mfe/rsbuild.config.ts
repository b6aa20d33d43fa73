import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig } from '../../tools/mf/remote-config';
import { PORTS } from '../../tools/mf/shared';
import { standaloneConfig } from '../../libs/testing/src/rsbuild';

export default mergeRsbuildConfig(
  remoteConfig({
    name: 'myPage',
    port: PORTS.myPage,
    title: 'My Page (standalone)',
    exposes: {
      './routes': './src/routes.tsx',
      './NotificationBell': './src/widgets/NotificationBell.tsx',
      './TaskBadge': './src/widgets/TaskBadge.tsx',
    },
  }),
  standaloneConfig(),
);
