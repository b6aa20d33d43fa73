import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig } from '../../tools/mf/remote-config';
import { standaloneConfig } from '../../libs/testing/src/rsbuild';

/** Name, port, title and exposed modules: see the remote registry (libs/contracts/src/remotes.ts). */
export default mergeRsbuildConfig(remoteConfig('search'), standaloneConfig());
