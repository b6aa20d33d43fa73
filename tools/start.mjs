// `npm start`: build the shell and the four remotes (Nx caches unchanged ones), then start the
// whole portal in one process (API, identity, embedded database with demo data, static sites).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('nx', ['run-many', '-t', 'build', '--output-style=stream-without-prefixes'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const portal = spawn('tsx', ['tools/server/portal.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => portal.kill(signal));
portal.on('exit', (code) => process.exit(code ?? 0));
