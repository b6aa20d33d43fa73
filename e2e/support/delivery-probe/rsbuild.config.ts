/**
 * A second build of the ideas remote, as if released after the shell: its ideas list page is
 * replaced by IdeasListPageNext.tsx (a Mantine component nobody else uses). Same shared list,
 * same name; output apps/ideas-mfe/dist-next. Built by e2e/independent-delivery.spec.ts.
 */
import { fileURLToPath } from 'node:url';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig } from '../../../tools/mf/remote-config';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const next = fileURLToPath(new URL('./IdeasListPageNext.tsx', import.meta.url));

export default mergeRsbuildConfig(remoteConfig('ideas'), {
  root: `${root}apps/ideas-mfe`,
  output: { distPath: { root: 'dist-next' } },
  tools: {
    rspack: (config, { rspack }) => {
      config.plugins ??= [];
      // Only the routes' own import of the page; the probe imports the current page by another path.
      config.plugins.push(new rspack.NormalModuleReplacementPlugin(/^\.\/features\/ideas-list\/components\/IdeasListPage$/, next));
    },
  },
});
