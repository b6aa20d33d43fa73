/**
 * API throughput at 100k ideas, PostgreSQL and PGlite side by side, each figure beside bare Fastify.
 *
 * Seeds a fresh PostgreSQL database (unique name) and a fresh PGlite folder in bulk, then per
 * database starts the API as its own process (NODE_ENV=production, rate limit off, LOG_LEVEL=warn)
 * and a bare Fastify hello server, and drives load from this process with autocannon
 * (16 connections, warm-up first). The access token is an RS256 JWT whose key the API fetches from
 * a JWKS this process serves, so every request goes through the API's real verifier. On
 * PostgreSQL the API cases run once more through haproxy balancing two API instances.
 *
 *   npx tsx tools/bench/throughput.ts [--ideas 100000] [--duration 10] [--connections 16]
 *     [--targets postgres,pglite] [--reuse]  (--reuse keeps the seeded data under fixed names)
 *     [--api ../other-checkout/apps/api/src/main.ts]  (the API code to measure)
 *     [--only /ideas/]  (only the cases whose name contains this, besides bare Fastify)
 *     [--cpu-prof]  (V8 CPU profiles of the API under tools/bench/results/profiles)
 *     [--label after]  (--label baseline writes throughput-baseline.json for later comparison)
 *
 * Writes tools/bench/results/throughput.{json,md} (throughput-<label>.* for other labels).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { openDatabase } from '@idea-portal/db';
import { haproxyConfig } from '../production/haproxy';
import { countRows, detailIdPool, seedBench, type SeedCounts } from './throughput/seed';
import { markdownReport, type CaseResult, type Report, type TargetReport } from './throughput/report';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return (i >= 0 ? args[i + 1] : undefined) ?? fallback;
};
const IDEAS = Number(arg('ideas', '100000'));
const DURATION = Number(arg('duration', '10'));
const WARMUP = Number(arg('warmup', '3'));
const CONNECTIONS = Number(arg('connections', '16'));
const TARGETS = arg('targets', 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
const REUSE = args.includes('--reuse');
const LABEL = arg('label', 'current');
/** The API's entry; another checkout's (e.g. main before a change) to measure that code on the same data. */
const API_ENTRY = arg('api', 'apps/api/src/main.ts');
/** Writes a V8 CPU profile of each API process to tools/bench/results/profiles (not committed). */
const CPU_PROF = args.includes('--cpu-prof');
/** Only the cases whose name contains this (bare Fastify always runs, for the ratio). */
const ONLY = arg('only', '');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 12100);
const API_PORT = PORT_BASE;
const HELLO_PORT = PORT_BASE + 1;
const JWKS_PORT = PORT_BASE + 2;
const API2_PORT = PORT_BASE + 3;
const HAPROXY_PORT = PORT_BASE + 4;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CALLER = arg('caller', 'usr-creator');
const ISSUER = 'http://bench-identity.test';
const AUDIENCE = 'idea-portal-api';
const RESULTS = 'tools/bench/results';

const log = (line: string) => console.log(line);

// --- the identity side: a key pair, its JWKS served over HTTP, and one access token ---------
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'bench-key', alg: 'RS256', use: 'sig' };
const jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
await new Promise<void>((done) => jwks.listen(JWKS_PORT, '127.0.0.1', done));
const token = await new SignJWT({ scope: 'openid profile email' })
  .setProtectedHeader({ alg: 'RS256', kid: 'bench-key', typ: 'at+jwt' })
  .setIssuer(ISSUER)
  .setAudience(AUDIENCE)
  .setSubject(CALLER)
  .setIssuedAt()
  .setExpirationTime('2h')
  .sign(privateKey);

// --- processes -------------------------------------------------------------------------------
const children = new Set<ChildProcess>();
/** A server process; its output goes to a log file next to the results (named on failure). */
function startProcess(name: string, script: string, env: Record<string, string>, nodeFlags: string[] = []): ChildProcess {
  const logFile = join(tmpdir(), `bench-throughput-${name.replace(/\W+/g, '-')}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  closeSync(out);
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (code && code !== 0) log(`  [${name}] exited with code ${code}${signal ? ` (${signal})` : ''}, see ${logFile}`);
  });
  return child;
}
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.once('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

// --- load ------------------------------------------------------------------------------------
interface LoadCase {
  name: string;
  path: string;
  /** A path per request (random ids from a pool). */
  paths?: string[];
  auth: boolean;
}

async function run(base: string, c: LoadCase, seconds: number): Promise<autocannon.Result> {
  const pool = c.paths;
  return autocannon({
    url: `${base}${c.path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: c.auth ? { authorization: `Bearer ${token}` } : {},
    ...(pool && { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: pool[Math.floor(Math.random() * pool.length)] }) }] }),
  });
}

async function measure(base: string, c: LoadCase): Promise<CaseResult> {
  const probe = await fetch(`${base}${c.paths?.[0] ?? c.path}`, { headers: c.auth ? { authorization: `Bearer ${token}` } : {} });
  const body = await probe.text();
  if (!probe.ok) throw new Error(`${c.name}: HTTP ${probe.status} ${body.slice(0, 300)}`);
  await run(base, c, WARMUP);
  const load = loadavg()[0] ?? 0;
  const r = await run(base, c, DURATION);
  const ok = r['2xx'];
  return {
    name: c.name,
    rps: Math.round(ok / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    requests: r.requests.total,
    bytes: body.length,
    load1: Math.round(load * 100) / 100,
  };
}

// --- databases -------------------------------------------------------------------------------
async function postgresTarget(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = REUSE ? 'bench_throughput_reuse' : `bench_throughput_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (REUSE) return;
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Seeds unless --reuse finds the data there already; returns the counts and a pool of detail ids. */
async function prepare(open: () => ReturnType<typeof openDatabase>): Promise<{ counts: SeedCounts; ids: string[]; seedMs: number }> {
  const handle = await open();
  try {
    const t0 = performance.now();
    let counts: SeedCounts | undefined;
    if (REUSE) {
      const present = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ideas WHERE id LIKE 'bench-%'`).catch(() => []);
      if ((present[0]?.n ?? 0) >= IDEAS) counts = await countRows(handle);
    }
    counts ??= await seedBench(handle, IDEAS);
    const seedMs = Math.round(performance.now() - t0);
    return { counts, ids: await detailIdPool(handle, 1000), seedMs };
  } finally {
    await handle.close();
  }
}

async function benchTarget(kind: 'postgres' | 'pglite'): Promise<TargetReport> {
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let prepared: Awaited<ReturnType<typeof prepare>>;
  const blobDir = mkdtempSync(join(tmpdir(), 'bench-blobs-'));
  if (kind === 'postgres') {
    const db = await postgresTarget();
    prepared = await prepare(() => openDatabase({ url: db.url, poolSize: 2 }));
    env = { DATABASE_URL: db.url };
    drop = db.drop;
  } else {
    const dir = REUSE ? join(tmpdir(), 'bench-throughput-reuse-pglite') : mkdtempSync(join(tmpdir(), 'bench-throughput-pglite-'));
    prepared = await prepare(() => openDatabase({ dataDir: dir }));
    env = { DATA_DIR: dir };
    drop = async () => {
      if (!REUSE) rmSync(dir, { recursive: true, force: true });
    };
  }
  log(`\n${kind}: ${prepared.counts.ideas} ideas ready in ${prepared.seedMs} ms ${JSON.stringify(prepared.counts)}`);

  const hello = startProcess('bare Fastify', 'tools/bench/throughput/hello-server.ts', { PORT: String(HELLO_PORT) });
  const apiEnv = (port: number): Record<string, string> => ({
    ...env,
    NODE_ENV: 'production',
    SEED: 'false',
    API_PORT: String(port),
    BIND_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    API_RATE_LIMIT: 'off',
    SAVED_SEARCH_DIGEST: 'off',
    OIDC_ISSUER: ISSUER,
    OIDC_JWKS_URL: `http://127.0.0.1:${JWKS_PORT}/jwks`,
    API_AUDIENCE: AUDIENCE,
    BLOB_DIR: blobDir,
  });
  const api = startProcess(`api ${kind}`, API_ENTRY, apiEnv(API_PORT), CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${RESULTS}/profiles`, `--cpu-prof-name=api-${kind}-${Date.now()}.cpuprofile`] : []);
  try {
    const helloBase = `http://127.0.0.1:${HELLO_PORT}`;
    const apiBase = `http://127.0.0.1:${API_PORT}`;
    await Promise.all([waitFor(`${helloBase}/hello`), waitFor(`${apiBase}/health/live`)]);
    const cases: LoadCase[] = [
      { name: 'bare Fastify GET /hello', path: '/hello', auth: false },
      { name: 'GET /health', path: '/health', auth: false },
      { name: 'GET /ideas/{id}', path: '/ideas/x', paths: prepared.ids.map((id) => `/ideas/${id}`), auth: true },
      { name: 'GET /ideas?limit=50', path: '/ideas?limit=50', auth: true },
    ];
    const results: CaseResult[] = [];
    for (const c of cases.filter((x) => x.name.startsWith('bare') || x.name.includes(ONLY))) {
      const r = await measure(c.name.startsWith('bare') ? helloBase : apiBase, c);
      results.push(r);
      log(`  ${r.name.padEnd(26)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  load ${r.load1}`);
    }
    // The production layout: haproxy in front of two API instances (PostgreSQL only; a PGlite
    // folder belongs to one process).
    if (kind === 'postgres') {
      for (const r of await behindHaproxy(apiEnv(API2_PORT), cases.filter((x) => !x.name.startsWith('bare') && x.auth && x.name.includes(ONLY)))) {
        results.push(r);
        log(`  ${r.name.padEnd(26)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  load ${r.load1}`);
      }
    }
    return { database: kind, seed: prepared.counts, seedMs: prepared.seedMs, results };
  } finally {
    await Promise.all([stopProcess(api), stopProcess(hello)]);
    rmSync(blobDir, { recursive: true, force: true });
    await drop();
  }
}

/** Runs the cases through haproxy (deploy/haproxy.cfg's shape) balancing the running API and a second instance. */
async function behindHaproxy(env2: Record<string, string>, cases: LoadCase[]): Promise<CaseResult[]> {
  if (cases.length === 0) return [];
  const dir = mkdtempSync(join(tmpdir(), 'bench-haproxy-'));
  const cfg = join(dir, 'haproxy.cfg');
  writeFileSync(cfg, haproxyConfig({ backends: [{ name: 'api', bind: `127.0.0.1:${HAPROXY_PORT}`, servers: [`127.0.0.1:${API_PORT}`, `127.0.0.1:${API2_PORT}`] }] }));
  const api2 = startProcess('api 2', API_ENTRY, env2);
  // Its request log goes nowhere: writing one line per request would cost the 2 cores.
  const proxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: 'ignore' });
  children.add(proxy);
  proxy.once('exit', () => children.delete(proxy));
  try {
    const base = `http://127.0.0.1:${HAPROXY_PORT}`;
    await waitFor(`http://127.0.0.1:${API2_PORT}/health/live`);
    // Both servers in rotation: rise 2 at a 1 s interval.
    await new Promise((r) => setTimeout(r, 3000));
    await waitFor(`${base}/health/ready`);
    const results: CaseResult[] = [];
    for (const c of cases) results.push(await measure(base, { ...c, name: `haproxy + 2 API: ${c.name}` }));
    return results;
  } finally {
    await Promise.all([stopProcess(api2), stopProcess(proxy)]);
    rmSync(dir, { recursive: true, force: true });
  }
}

log(`throughput bench: ${IDEAS} ideas, ${CONNECTIONS} connections, ${DURATION} s per case (warm-up ${WARMUP} s), caller ${CALLER}, ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
const report: Report = {
  label: LABEL,
  at: new Date().toISOString(),
  ideas: IDEAS,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  caller: CALLER,
  api: API_ENTRY,
  cores: cpus().length,
  targets: [],
};
try {
  for (const kind of TARGETS) report.targets.push(await benchTarget(kind));
} finally {
  jwks.close();
}

mkdirSync(RESULTS, { recursive: true });
// The baseline (code before the throughput work) is kept for comparison; other labels than
// "current" and "baseline" are trial runs, written beside them under their label.
const baselineFile = join(RESULTS, 'throughput-baseline.json');
const stem = LABEL === 'current' ? 'throughput' : `throughput-${LABEL}`;
const baseline = LABEL !== 'baseline' && existsSync(baselineFile) ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as Report) : undefined;
writeFileSync(join(RESULTS, `${stem}.json`), `${JSON.stringify(report, null, 2)}\n`);
const md = markdownReport(report, baseline);
writeFileSync(join(RESULTS, `${stem}.md`), md);
log(`\n${md}`);
log(`written ${RESULTS}/${stem}.json and ${stem}.md`);
process.exit(0);
