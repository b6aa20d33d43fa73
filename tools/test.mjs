// `npm test`: everything, in order — lint, type check, unit and API integration tests (PGlite, and
// PostgreSQL when reachable), production builds, per-remote Playwright tests and the composed
// end-to-end test in Debian's Chromium, then the production layout test (haproxy, two API and two
// identity processes on PostgreSQL, s3rver). Installs Chromium and haproxy when missing. Ends with one line
// "N passed, N failed" summing Vitest and Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function sh(command) {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0;
}

/** Debian's chromium (Playwright) and haproxy (the production layout test), installed when missing. */
function ensurePackages() {
  const haproxyPath = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium']),
    ...(existsSync(haproxyPath) ? [] : ['haproxy']),
  ];
  if (missing.length === 0) return;
  console.log(`Installing Debian's ${missing.join(' and ')} (missing)`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  if (!sh(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${missing.join(' ')}`)) {
    console.error(`Could not install ${missing.join(' and ')}; the steps that need them will fail or be skipped.`);
  }
}

function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL === 'none') return;
  if (sh('pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null')) return;
  if (sh('command -v pg_ctlcluster >/dev/null 2>&1')) {
    sh('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -1) main start 2>/dev/null');
  }
  if (!sh('pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null')) console.log('No PostgreSQL at 127.0.0.1:5432: API tests run on PGlite only.');
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

mkdirSync('test-results', { recursive: true });
rmSync('test-results/playwright-production.json', { force: true });
ensurePackages();
ensurePostgres();

run('lint', 'sh', ['-c', 'nx show projects > /dev/null && eslint . --max-warnings=0']);
run('typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
run('unit and API integration tests', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const built = run('build shell and remotes', 'nx', ['run-many', '-t', 'build', '--output-style=stream-without-prefixes']);
// First-load JavaScript per route, counted from the build outputs (gzip bytes, no browser): over a ceiling in tools/bench/budgets.json fails.
if (built) run('first-load bytes per route', 'tsx', ['tools/bench/first-load-bytes.ts']);
if (built) run('Playwright: per-remote and composed', 'playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' });
else results.push({ name: 'Playwright (skipped: build failed)', ok: false, seconds: 0 });
// The production layout: haproxy, two API and two identity processes on PostgreSQL, s3rver.
const haproxy = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
if (!built) results.push({ name: 'Production layout (skipped: build failed)', ok: false, seconds: 0 });
else if (!existsSync(haproxy) || !sh('pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null')) console.log(`Production layout skipped: needs haproxy at ${haproxy} and PostgreSQL at 127.0.0.1:5432`);
else run('Production layout (haproxy, 2 API + 2 identity, PostgreSQL, s3rver)', 'playwright', ['test', '-c', 'playwright.production.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright-production.json' });

const vitest = readJson('test-results/vitest.json');
const pws = ['test-results/playwright.json', 'test-results/playwright-production.json'].map(readJson);
const pwSum = (key) => pws.reduce((n, pw) => n + (pw?.stats?.[key] ?? 0), 0);
const passed = (vitest?.numPassedTests ?? 0) + pwSum('expected');
const failed = (vitest?.numFailedTests ?? 0) + pwSum('unexpected') + pwSum('flaky');
const skipped = (vitest?.numPendingTests ?? 0) + pwSum('skipped');

console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`\n${passed} passed, ${failed + (failed === 0 ? stepsFailed : 0)} failed, ${skipped} skipped`);
process.exit(stepsFailed > 0 ? 1 : 0);
