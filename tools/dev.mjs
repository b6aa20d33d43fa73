// `npm run dev`: hot reload. Remotes and shell run `rsbuild dev` on their usual ports; the API,
// identity and database run from source with tsx in watch mode. Static sites are not started.
import { spawn } from 'node:child_process';

const children = [
  spawn('tsx', ['watch', '--clear-screen=false', 'tools/server/dev-backend.ts'], { stdio: 'inherit' }),
  ...['ideas-mfe', 'my-page-mfe', 'search-mfe', 'admin-mfe', 'shell'].map((app) =>
    spawn('rsbuild', ['dev'], { cwd: `apps/${app}`, stdio: 'inherit', env: { ...process.env, ENABLE_API_MOCKING: 'false' } }),
  ),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
