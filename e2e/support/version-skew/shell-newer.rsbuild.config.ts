/**
 * The shell as a later release: the same code with @idea-portal/platform and ui at their next
 * minor version. The remotes built from this workspace (requiring ^current) are then older than
 * the shell. Output apps/shell/dist-skew. Built by e2e/version-skew.spec.ts.
 */
import { fileURLToPath } from 'node:url';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { shellConfig } from '../../../apps/shell/rsbuild.config';
import { NEXT, SKEW_DIST } from './releases';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export default mergeRsbuildConfig(shellConfig(NEXT), {
  root: `${root}apps/shell`,
  output: { distPath: { root: SKEW_DIST.newerShell } },
});
