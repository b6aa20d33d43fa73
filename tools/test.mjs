// `npm test`: everything, in order — lint, type check, unit and API integration tests (PGlite, and
// PostgreSQL when reachable), production builds, per-remote Playwright tests and the composed
// end-to-end test in Debian's Chromium, then the production layout test (haproxy, two API and two
// identity processes on PostgreSQL, s3rver). Installs Chromium and haproxy when missing. Ends with one line
// "N passed, N failed" summing Vitest and Playwright, after each step's time.
//
// On a 2-core machine: lint, type check and the builds run side by side (eslint and tsc use one
// core each; the builds wait on disk), their output printed as each ends; then Vitest (two workers)
// and Playwright (three workers; every test beside the others, the composed ones too, except those
// tagged @serial, which run after them one at a time: playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const results = [];
const startedAll = Date.now();

function run(name, cmd, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** Steps side by side; each one's output (stdout and stderr as they came) is printed when it ends. */
async function runTogether(steps) {
  console.log(`\n▶ side by side: ${steps.map((s) => s.name).join(', ')}`);
  const done = await Promise.all(
    steps.map(
      ({ name, cmd, args, env = {} }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const output = [];
          const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env } });
          child.stdout.on('data', (d) => output.push(d));
          child.stderr.on('data', (d) => output.push(d));
          const finish = (code) => {
            const ok = code === 0;
            console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
            process.stdout.write(Buffer.concat(output));
            results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
            resolve(ok);
          };
          child.on('error', (err) => {
            output.push(Buffer.from(`${err.message}\n`));
            finish(1);
          });
          child.on('close', finish);
        }),
    ),
  );
  return done;
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

// nx show projects first, alone: the Nx daemon/graph is computed once, not by two commands at the same time.
spawnSync('nx', ['show', 'projects'], { stdio: 'ignore' });
const [, , built] = await runTogether([
  { name: 'lint', cmd: 'eslint', args: ['.', '--max-warnings=0'] },
  { name: 'typecheck', cmd: 'tsc', args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'build shell and remotes', cmd: 'nx', args: ['run-many', '-t', 'build', '--output-style=stream-without-prefixes'] },
]);
run('unit and API integration tests', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
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

console.log(`\nSummary (${Math.round((Date.now() - startedAll) / 1000)}s in all)`);
for (const r of results) console.log(`  ${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds}s)`);
const stepsFailed = results.filter((r) => !r.ok).length;
console.log(`\n${passed} passed, ${failed + (failed === 0 ? stepsFailed : 0)} failed, ${skipped} skipped`);
process.exit(stepsFailed > 0 ? 1 : 0);
