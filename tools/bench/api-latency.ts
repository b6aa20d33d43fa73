/**
 * API latency under load, on PGlite and (when reachable) PostgreSQL, at N ideas (default 10k):
 * p50/p95/p99 and throughput of the list, detail, similar-ideas and health endpoints through the real stack
 * (token verification, zod validation, tenant scoping), side by side with bare Fastify.
 * Bounded: a fixed number of requests per endpoint, loopback only.
 *
 *   npx tsx tools/bench/api-latency.ts [--ideas 10000] [--requests 400] [--concurrency 8]
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { dbTargets } from '../../apps/api/test/support/db';
import { createSigner } from '../../apps/api/test/support/api';
import { buildApi, seedDemoData, DEMO_TENANT_ID } from '../../apps/api/src/index';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const IDEAS = arg('ideas', 10_000);
const REQUESTS = arg('requests', 400);
const CONCURRENCY = arg('concurrency', 8);

interface Result { endpoint: string; p50: number; p95: number; p99: number; rps: number; errors: number }

async function load(endpoint: string, url: string, headers: Record<string, string>): Promise<Result> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  // Warm-up.
  for (let i = 0; i < 20; i++) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const q = (p: number) => Number((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? Number.NaN).toFixed(2));
  return { endpoint, p50: q(0.5), p95: q(0.95), p99: q(0.99), rps: Math.round(times.length / seconds), errors };
}

async function bareFastify(): Promise<Result> {
  const app = Fastify();
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const r = await load('bare Fastify GET /hello', `http://127.0.0.1:${port}/hello`, {});
  await app.close();
  return r;
}

async function bulkIdeas(exec: (sql: string) => Promise<void>, n: number) {
  await exec(`
    INSERT INTO ideas (id, tenant_id, submitter_id, title, description, solution, status, created_at, updated_at)
    SELECT 'bench-' || g,
           '${DEMO_TENANT_ID}',
           (SELECT id FROM users WHERE tenant_id = '${DEMO_TENANT_ID}' ORDER BY id OFFSET (g % 10) LIMIT 1),
           'Idee ' || g || ' ' || (ARRAY['Energie sparen in der Halle','Reduce packaging waste','Schnellere Wartung der Anlagen','Digital onboarding checklist','Weniger Papier im Büro'])[1 + g % 5],
           'Problem statement number ' || g || ' about ' || (ARRAY['energy','waste','maintenance','onboarding','paper'])[1 + g % 5],
           'Proposed solution ' || g,
           (ARRAY['first_assessment','review','implementation','final_decision','accepted','completed','rejected'])[1 + g % 7],
           now() - (g || ' minutes')::interval,
           now() - (g || ' minutes')::interval
    FROM generate_series(1, ${n}) AS g
    ON CONFLICT (id) DO NOTHING`);
}

const report: Record<string, unknown> = { ideas: IDEAS, requests: REQUESTS, concurrency: CONCURRENCY, at: new Date().toISOString() };
const bare = await bareFastify();
report.bare = bare;
console.log(`bare Fastify: p50 ${bare.p50} ms, p95 ${bare.p95} ms, ${bare.rps} req/s`);

for (const target of await dbTargets()) {
  const { handle, dispose } = await target.create();
  await seedDemoData(handle);
  const t0 = performance.now();
  await bulkIdeas((sql) => handle.exec(sql), IDEAS);
  await handle.exec('ANALYZE');
  console.log(`\n${target.name}: inserted ${IDEAS} ideas in ${Math.round(performance.now() - t0)} ms`);
  const signer = await createSigner();
  const app = await buildApi({ db: handle, auth: { verifier: signer.verifier }, logger: false, docs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const headers = { authorization: `Bearer ${await signer.token('usr-evaluator', { expiresIn: '1h' })}` };
  const results = [
    await load('GET /health', `${base}/health`, {}),
    await load('GET /ideas?limit=50', `${base}/ideas?limit=50`, headers),
    await load('GET /ideas?status=review&limit=50', `${base}/ideas?status=review&limit=50`, headers),
    await load('GET /ideas/{id}', `${base}/ideas/bench-4242`, headers),
    await load('GET /ideas/{id}/history', `${base}/ideas/bench-4242/history`, headers),
    // Similar ideas while typing: a title shared by 2,000 ideas, a fresh title, and title + problem.
    await load('GET /ideas/similar (common title)', `${base}/ideas/similar?${new URLSearchParams({ title: 'Energie sparen in der Halle' })}`, headers),
    await load('GET /ideas/similar (rare title)', `${base}/ideas/similar?${new URLSearchParams({ title: 'Solaranlage auf dem Dach der Lagerhalle' })}`, headers),
    await load(
      'GET /ideas/similar (title + problem)',
      `${base}/ideas/similar?${new URLSearchParams({ title: 'Weniger Verpackungsmüll', description: 'We throw away too much packaging waste and paper in the office and the warehouse every week.' })}`,
      headers,
    ),
    await load('GET /users/me', `${base}/users/me`, headers),
  ];
  for (const r of results) console.log(`  ${r.endpoint.padEnd(38)} p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.rps} req/s  errors ${r.errors}`);
  const health = results[0];
  if (health) console.log(`  real stack (GET /health) vs bare Fastify throughput: ${(health.rps / bare.rps).toFixed(2)}x`);
  report[target.name] = results;
  await app.close();
  await dispose();
}

mkdirSync('tools/bench/results', { recursive: true });
writeFileSync('tools/bench/results/api-latency.json', JSON.stringify(report, null, 2));
console.log('\nwritten tools/bench/results/api-latency.json');
