/**
 * The ideas remote as if built against the next minor version of @idea-portal/platform and ui
 * (a release that uses an export the current shell does not have): it requires ^next. In the
 * shell built from this workspace it must fall back, not run. Output apps/ideas-mfe/dist-skew.
 * Built by e2e/version-skew.spec.ts.
 */
import { fileURLToPath } from 'node:url';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { remoteConfig } from '../../../tools/mf/remote-config';
import { NEXT, SKEW_DIST } from './releases';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export default mergeRsbuildConfig(remoteConfig('ideas', NEXT), {
  root: `${root}apps/ideas-mfe`,
  output: { distPath: { root: SKEW_DIST.remoteNeedingNewer } },
});
