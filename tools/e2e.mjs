// `npm run test:e2e [-- <Playwright arguments>]`: builds the shell and the remotes (Nx, cached: only
// what changed), then runs Playwright (playwright.config.ts: per-remote projects against the
// standalone builds, `composed` and `composed-a11y` against one portal process), e.g.
// `npm run test:e2e -- e2e/ideas.spec.ts --project composed` (files first: `--project` takes every
// name after it). E2E_PORT_BASE moves every port,
// E2E_WORKERS sets the number of browsers (default 3).
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

const built = run('nx', ['run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
if (built !== 0) process.exit(built);
process.exit(run('playwright', ['test', ...process.argv.slice(2)]));
