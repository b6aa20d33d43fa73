/**
 * The production layout on one machine, for tests: a fresh PostgreSQL database, s3rver as the
 * S3-compatible store, the release step (migrations + demo seed), two API and two identity
 * instances as separate Node processes with NODE_ENV=production, haproxy (config generated into a
 * temp folder) in front of each pair, and the shell and remotes served as plain files from a
 * static build. Ports from `base`: shell base, remotes base+1…4, haproxy API base+10 and
 * identity base+11, API instances base+20/21, identity instances base+22/23, s3rver base+30.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import S3rver from 's3rver';
import type { FastifyInstance } from 'fastify';
import { REMOTE_KEYS, REMOTES } from '../../libs/contracts/src/remotes';
import { startSite } from '../server/static-sites';
import { haproxyConfig } from './haproxy';
import { buildStaticSites } from './static-build';

const root = fileURLToPath(new URL('../../', import.meta.url));
const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
const ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const S3_KEY = 'S3RVER';

export interface Instance {
  name: string;
  port: number;
  /** Starts the process (again) and resolves once its /health/ready answers 200. */
  start(): Promise<void>;
  /** Sends the signal and resolves with how the process ended. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly running: boolean;
}

export interface Layout {
  dir: string;
  databaseUrl: string;
  urls: { shell: string; api: string; identity: string };
  api: Instance[];
  identity: Instance[];
  /** haproxy's view of one backend's servers: name -> UP, DOWN, MAINT, … */
  serverStatus(backend: 'api' | 'identity'): Promise<Record<string, string>>;
  /** Waits until haproxy sees the named server in that state. */
  waitForStatus(backend: 'api' | 'identity', server: string, status: string, timeoutMs?: number): Promise<void>;
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(150);
  }
}

function runToEnd(cmd: string, args: string[], env: NodeJS.ProcessEnv, log: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}; see ${log}`))));
  });
}

/** A Node server app run from its TypeScript entry, as `npm start` in the app's folder does. */
function nodeInstance(name: string, entry: string, port: number, env: NodeJS.ProcessEnv, dir: string): Instance {
  let child: ChildProcess | null = null;
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({ code: null, signal: null });
  let starts = 0;
  return {
    name,
    port,
    get running() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const log = createWriteStream(join(dir, `${name}.${++starts}.log`));
      const proc = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      proc.stdout?.pipe(log);
      proc.stderr?.pipe(log);
      exited = new Promise((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
      await waitFor(`${name} ready`, async () => {
        if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}; see ${dir}`);
        return (await fetch(`http://127.0.0.1:${port}/health/ready`)).status === 200;
      }, 90_000);
    },
    async stop(signal) {
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Sends one command to haproxy's runtime API and returns its answer. */
function adminCommand(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const conn = connect(socket, () => conn.end(`${command}\n`));
    conn.on('data', (d) => (out += d.toString()));
    conn.on('end', () => resolve(out));
    conn.on('error', reject);
  });
}

export async function startLayout(base: number): Promise<Layout> {
  const dir = mkdtempSync(join(tmpdir(), 'idea-portal-layout-'));
  const cleanups: (() => Promise<unknown> | void)[] = [];
  const teardown = async () => {
    for (const c of cleanups.reverse()) await Promise.resolve(c()).catch(() => {});
  };
  const stop = async () => {
    await teardown();
    if (!process.env.KEEP_LAYOUT_LOGS) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // A fresh database per run.
    const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    admin.on('error', () => {});
    await admin.connect();
    const dbName = `layout_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`CREATE DATABASE ${dbName}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    });
    const dbUrl = new URL(ADMIN_DATABASE_URL);
    dbUrl.pathname = `/${dbName}`;
    const databaseUrl = dbUrl.toString();
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    // Dropping the database at the end ends these connections; that is no error of the test.
    pool.on('error', () => {});
    cleanups.push(() => pool.end());

    // The S3-compatible store.
    const s3 = new S3rver({ address: '127.0.0.1', port: base + 30, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'attachments' }] });
    await s3.run();
    cleanups.push(() => s3.close());

    const urls = { shell: `http://localhost:${base}`, api: `http://localhost:${base + 10}`, identity: `http://localhost:${base + 11}` };
    const publicEnv: NodeJS.ProcessEnv = {
      APP_URL: urls.shell,
      API_URL: urls.api,
      OIDC_ISSUER: urls.identity,
      ...Object.fromEntries(REMOTE_KEYS.map((k) => [REMOTES[k].urlEnv, `http://localhost:${base + REMOTES[k].portOffset}`])),
    };
    const serverEnv: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      ...publicEnv,
      DATABASE_URL: databaseUrl,
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${base + 30}`,
      S3_BUCKET: 'attachments',
      S3_ACCESS_KEY_ID: S3_KEY,
      S3_SECRET_ACCESS_KEY: S3_KEY,
      S3_FORCE_PATH_STYLE: 'true',
      // Long enough for haproxy's checks (every 500 ms, out after 2 failures) to stop routing here.
      SHUTDOWN_DELAY_MS: '2000',
      // haproxy connects from 127.0.0.1 (tools/production/haproxy.ts); only it is believed.
      API_TRUSTED_PROXIES: 'loopback',
      // One test browser and one load driver stand for many people behind one address.
      API_RATE_LIMIT_PER_USER: '100000',
      API_RATE_LIMIT_PER_ADDRESS: '100000',
      // Instances keep idle connections longer than haproxy does, so haproxy never reuses one the
      // instance is closing.
      API_KEEP_ALIVE_TIMEOUT_MS: '30000',
      API_IDLE_TIMEOUT_MS: '30000',
      SAVED_SEARCH_DIGEST: 'off',
    };

    // The release step, once: migrations and the demo seed.
    await runToEnd(process.execPath, ['--import', 'tsx', 'tools/production/prepare.ts'], { ...serverEnv, SEED: 'true' }, join(dir, 'prepare.log'));

    const api = [0, 1].map((i) => nodeInstance(`api${i + 1}`, 'apps/api/src/main.ts', base + 20 + i, { ...serverEnv, API_PORT: String(base + 20 + i), SEED: 'false' }, dir));
    const identity = [0, 1].map((i) =>
      nodeInstance(`identity${i + 1}`, 'apps/identity/src/main.ts', base + 22 + i, { ...serverEnv, IDENTITY_PORT: String(base + 22 + i), IDENTITY_TRUSTED_PROXIES: 'loopback' }, dir),
    );
    cleanups.push(() => Promise.all([...api, ...identity].map((i) => i.stop('SIGKILL'))));
    // All four at once: the API fetches the provider's keys (through haproxy) only at the first token.
    await Promise.all([...identity, ...api].map((i) => i.start()));

    const adminSocket = join(dir, 'haproxy.sock');
    const cfg = join(dir, 'haproxy.cfg');
    writeFileSync(
      cfg,
      haproxyConfig({
        adminSocket,
        checkIntervalMs: 500,
        backends: [
          { name: 'api', bind: `127.0.0.1:${base + 10}`, servers: api.map((i) => `127.0.0.1:${i.port}`) },
          { name: 'identity', bind: `127.0.0.1:${base + 11}`, servers: identity.map((i) => `127.0.0.1:${i.port}`) },
        ],
      }),
    );
    const haproxy = spawn(HAPROXY, ['-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
    const haproxyLog = createWriteStream(join(dir, 'haproxy.log'));
    haproxy.stdout.pipe(haproxyLog);
    haproxy.stderr.pipe(haproxyLog);
    cleanups.push(() => {
      haproxy.kill('SIGTERM');
    });

    const serverStatus = async (backend: 'api' | 'identity') => {
      const csv = await adminCommand(adminSocket, 'show stat');
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const cols = (header ?? '').split(',');
      const at = (name: string) => cols.indexOf(name);
      const out: Record<string, string> = {};
      for (const row of rows) {
        const f = row.split(',');
        if (f[at('pxname')] === backend && !['FRONTEND', 'BACKEND'].includes(f[at('svname')] ?? '')) out[f[at('svname')] ?? ''] = (f[at('status')] ?? '').split(' ')[0] ?? '';
      }
      return out;
    };
    const waitForStatus = (backend: 'api' | 'identity', server: string, status: string, timeoutMs = 30_000) =>
      waitFor(`haproxy ${backend}/${server} ${status}`, async () => (await serverStatus(backend))[server] === status, timeoutMs);
    for (const b of ['api', 'identity'] as const) for (const s of [1, 2]) await waitForStatus(b, `${b}${s}`, 'UP');

    // The browser side as plain files, served the way a CDN would (remotes: CORS to the shell).
    const built = buildStaticSites(join(dir, 'static'), { ...publicEnv, PUBLIC_HOST: 'localhost' });
    const sites: (FastifyInstance | null)[] = await Promise.all([
      ...REMOTE_KEYS.map((k) => startSite({ name: k, root: built.dirs[k], port: base + REMOTES[k].portOffset, federation: { corsOrigins: [urls.shell] } })),
      startSite({ name: 'shell', root: built.dirs.shell, port: base, spa: true, headers: { 'Content-Security-Policy': built.csp, 'Referrer-Policy': 'same-origin' } }),
    ]);
    cleanups.push(() => Promise.all(sites.map((s) => s?.close())));

    return {
      dir,
      databaseUrl,
      urls,
      api,
      identity,
      serverStatus,
      waitForStatus,
      query: async (text, values) => (await pool.query(text, values)).rows,
      stop,
    };
  } catch (err) {
    console.error(`production layout failed to start; logs in ${dir}`);
    await teardown();
    throw err;
  }
}
