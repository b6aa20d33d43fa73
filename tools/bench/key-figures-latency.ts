/**
 * Key Indicators latency at 100k ideas on PostgreSQL (and PGlite unless --only postgres): seeds the
 * demo data plus N generated ideas (the search bench's seeding, tools/bench/search-seed.ts), then
 * their status history along the workflow (draft -> first assessment -> review -> implementation
 * -> final decision -> accepted -> completed, or -> rejected from review; one in seven went back
 * from review to first assessment once), the reviewer's first-year net benefit and the realised
 * savings. Measures GET /key-indicators/figures and GET /key-indicators from a separate process
 * (tools/bench/search-load.mjs) as the idea manager (ADMIN, the whole tenant) and as a viewer.
 * Three scenarios per reader: kept answers (no change meanwhile), a change every second during the
 * load, and the first read right after a change (the key figures are kept per version of the
 * tenant's inputs: apps/api/src/modules/key-indicators/cache.ts).
 * Target: p95 <= 100 ms on PostgreSQL. Writes tools/bench/results/key-figures-latency.json.
 *
 *   npx tsx tools/bench/key-figures-latency.ts -- [--ideas 100000] [--requests 100] [--concurrency 2] [--warmup 20] [--only postgres|pglite]
 *   npx tsx tools/bench/key-figures-latency.ts -- --keep          (PostgreSQL: keep the seeded database, print its URL)
 *   npx tsx tools/bench/key-figures-latency.ts -- --reuse <url>   (PostgreSQL: measure a kept database again, after the migrations)
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createSigner } from '../../apps/api/test/support/api';
import { dbTargets } from '../../apps/api/test/support/db';
import { openDatabase, runMigrations } from '@idea-portal/db';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE, buildApi, DEMO_TENANT_ID, seedDemoData } from '../../apps/api/src/index';
import { bulkIdeas } from './search-seed';

const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? d) : d;
};
const IDEAS = Number(arg('ideas', '100000'));
const REQUESTS = Number(arg('requests', '100'));
const CONCURRENCY = Number(arg('concurrency', '2'));
const WARM_UP = Number(arg('warmup', '20'));
const ONLY = arg('only', '');
const REUSE = arg('reuse', '');
const KEEP = process.argv.includes('--keep');
/** Scenario 2: how often the tenant changes while the load runs (a status change per second is far more than a 100k tenant's day). */
const CHANGE_EVERY = Number(arg('change-every', '1000'));
const CHANGING_SECONDS = Number(arg('changing-seconds', '10'));
/** Scenario 3: reads timed right after a change, per URL. */
const FIRST_READS = Number(arg('first-reads', '10'));

type LoadResult = { query: string; p50: number; p95: number; p99: number; rps: number; errors: number };

/** The generated ideas' status history, first-year net benefit and realised savings, set-based. */
const HISTORY = `
  INSERT INTO idea_history (id, idea_id, tenant_id, entity_type, field_name, old_value, new_value, created_at)
  SELECT i.id || '-s' || n, i.id, i.tenant_id, 'idea', 'status', p.path[n], p.path[n + 1],
         coalesce(i.submitted_at, i.created_at) + ((n - 1) * (2 + (length(i.id) + n) % 9)) * interval '1 day' + interval '1 hour'
  FROM ideas i
  CROSS JOIN LATERAL (SELECT CASE
      WHEN i.status = 'rejected' THEN ARRAY['draft', 'first_assessment', 'review', 'rejected']
      WHEN right(i.id, 1) = '7' AND i.status NOT IN ('draft', 'first_assessment') THEN
        ARRAY['draft', 'first_assessment', 'review', 'first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed']
      ELSE ARRAY['draft', 'first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed'] END AS path) p
  CROSS JOIN LATERAL generate_series(1, array_position(p.path, i.status::text) - 1) AS n
  WHERE i.id LIKE 'bench-%' AND i.status <> 'draft';
  INSERT INTO idea_reviews (idea_id, tenant_id, first_year_net_savings)
  SELECT id, tenant_id, 500 + (length(title) * 37) % 9000 FROM ideas WHERE id LIKE 'bench-%' AND status IN ('implementation', 'final_decision', 'accepted', 'completed')
  ON CONFLICT DO NOTHING;
  INSERT INTO idea_decisions (idea_id, tenant_id, decision, realised_savings)
  SELECT id, tenant_id, 'accepted', 400 + (length(title) * 41) % 8000 FROM ideas WHERE id LIKE 'bench-%' AND status = 'completed'
  ON CONFLICT DO NOTHING;`;

const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const QUERIES = [
  { name: 'figures, all time', path: '/key-indicators/figures' },
  { name: 'figures, last 12 months', path: `/key-indicators/figures?from=${year}` },
  { name: 'figures, one unit', path: '/key-indicators/figures?organizationalUnitId=ou-production' },
  { name: 'indicators, all time', path: '/key-indicators' },
  { name: 'indicators, last 12 months', path: `/key-indicators?from=${year}` },
];

const report: Record<string, unknown> = { ideas: IDEAS, requests: REQUESTS, concurrency: CONCURRENCY, at: new Date().toISOString() };
/** A kept PostgreSQL database (--reuse), migrated to this tree's migrations. */
async function reused(url: string) {
  const handle = await openDatabase({ url, poolSize: 4 });
  await runMigrations(handle, API_MIGRATIONS_DIR, { table: API_MIGRATIONS_TABLE });
  return { handle, url, dispose: () => handle.close() };
}

const targets = REUSE ? [{ name: 'postgres' as const, create: () => reused(REUSE) }] : await dbTargets();
for (const target of targets) {
  if (ONLY && target.name !== ONLY) continue;
  const { handle, dispose, url } = await target.create();
  const t0 = performance.now();
  const [seeded] = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ideas WHERE id LIKE 'bench-%'`);
  if (!seeded?.n) {
    await seedDemoData(handle);
    await bulkIdeas((sql) => handle.exec(sql), IDEAS);
  }
  const [moved] = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM idea_history WHERE idea_id LIKE 'bench-%'`);
  if (!moved?.n) {
    await handle.exec(HISTORY);
    // As autovacuum would after the bulk load (VACUUM runs outside a transaction, so on its own).
    await handle.exec('VACUUM ANALYZE idea_history, idea_reviews, idea_decisions, idea_lead_facts');
  }
  const seedMs = Math.round(performance.now() - t0);
  const [counted] = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM idea_history WHERE idea_id LIKE 'bench-%'`);
  const n = counted?.n ?? 0;
  console.log(`\n${target.name}: ${IDEAS} ideas, ${n} status changes in ${seedMs} ms`);
  const signer = await createSigner();
  const app = await buildApi({ db: handle, auth: { verifier: signer.verifier }, logger: false, docs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const byUser: Record<string, unknown> = {};
  /** The load generator is a separate process; the API keeps serving on this one's event loop. */
  const load = (token: string, seconds?: number) =>
    new Promise<LoadResult[]>((resolve, reject) => {
      const input = JSON.stringify({ base, token, requests: REQUESTS, concurrency: CONCURRENCY, warmUp: WARM_UP, queries: QUERIES, seconds });
      execFile(process.execPath, ['tools/bench/search-load.mjs', input], { maxBuffer: 1 << 24 }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(JSON.parse(stdout)),
      );
    });
  /** What a status change does to the kept answers (a new version of the tenant's inputs), committed on its own. */
  const change = () => handle.exec(`SELECT bump_key_figure_version('${DEMO_TENANT_ID}')`);
  const print = (label: string, results: LoadResult[]) => {
    console.log(`  ${label}`);
    for (const r of results) console.log(`    ${r.query.padEnd(32)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.rps} req/s  errors ${r.errors}`);
  };
  for (const user of ['usr-admin', 'usr-viewer']) {
    const token = await signer.token(user, { expiresIn: '1h' });
    console.log(` as ${user}`);
    // 1. Kept: nothing changed since the answer was computed (the board's reading between changes).
    const kept = await load(token);
    print('kept answers (no change meanwhile)', kept);
    // 2. While the tenant changes: a status change every CHANGE_EVERY ms, each URL asked for CHANGING_SECONDS.
    const timer = setInterval(() => void change(), CHANGE_EVERY);
    const changing = await load(token, CHANGING_SECONDS).finally(() => clearInterval(timer));
    print(`a change every ${CHANGE_EVERY} ms meanwhile`, changing);
    // 3. The first read after a change (computed again), one at a time, with the load process idle.
    const first: LoadResult[] = [];
    for (const q of QUERIES) {
      const times: number[] = [];
      for (let i = 0; i < FIRST_READS; i++) {
        await change();
        const t = performance.now();
        const res = await fetch(`${base}${q.path}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const at = (p: number) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2));
      first.push({ query: q.name, p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: 0, errors: 0 });
    }
    print(`first read after a change (${FIRST_READS} each)`, first);
    byUser[user] = { worstP95Kept: Math.max(...kept.map((r) => r.p95)), kept, changing, firstAfterChange: first };
  }
  report[target.name] = { seedMs, statusChanges: n, ...byUser };
  await app.close();
  if (KEEP && url) {
    await handle.close();
    console.log(`  kept: ${url} (measure again with --reuse)`);
  } else await dispose();
}

mkdirSync('tools/bench/results', { recursive: true });
writeFileSync('tools/bench/results/key-figures-latency.json', JSON.stringify(report, null, 2));
console.log('\nwritten tools/bench/results/key-figures-latency.json');
