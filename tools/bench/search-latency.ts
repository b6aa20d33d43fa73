/**
 * Search latency at 100k ideas on PGlite and (when reachable) PostgreSQL: seeds the demo data plus
 * N generated ideas (one INSERT … SELECT generate_series with German/English vocabulary, tags,
 * categories, locations, units and contributors), then measures GET /search/ideas as a VIEWERS
 * user (the costlier visibility rule) from a separate process (tools/bench/search-load.mjs):
 * single word, two words, a person's name, a prefix while typing, and text with facet filters.
 * Text: title words from a 60-word German/English list (each in about 3 % of titles), problem and
 * solution mostly from a 20,000-term vocabulary with a sixth of common words, so a typical word
 * matches hundreds to a few thousand ideas, as in a real portal.
 * Target: p95 ≤ 30 ms on PostgreSQL. Writes tools/bench/results/search-latency.json.
 *
 *   npm run bench:search -- [--ideas 100000] [--requests 200] [--concurrency 2] [--only postgres|pglite]
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { searchQueryString, type SearchQuery } from '@idea-portal/contracts';
import { createSigner } from '../../apps/api/test/support/api';
import { dbTargets } from '../../apps/api/test/support/db';
import { buildApi, seedDemoData } from '../../apps/api/src/index';
import { bulkIdeas } from './search-seed';

const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? d) : d;
};
const IDEAS = Number(arg('ideas', '100000'));
const REQUESTS = Number(arg('requests', '200'));
const CONCURRENCY = Number(arg('concurrency', '2'));
const ONLY = arg('only', '');

const QUERIES: { name: string; query: SearchQuery }[] = [
  { name: 'single word (energie)', query: { q: 'energie' } },
  { name: 'single word, English (maintenance)', query: { q: 'maintenance' } },
  { name: 'two words (solar warehouse)', query: { q: 'solar warehouse' } },
  { name: 'German stemming (Verbesserungen Halle)', query: { q: 'Verbesserungen Halle' } },
  { name: 'name (Özlem)', query: { q: 'Özlem' } },
  { name: 'name + word (Ozlem Roboter)', query: { q: 'Ozlem Roboter' } },
  { name: 'prefix while typing (kompr)', query: { q: 'kompr' } },
  { name: 'word + facet filters (energy, review, Munich)', query: { q: 'energy', status: ['review'], location: ['Munich'] } },
  { name: 'word + category, sort by likes', query: { q: 'sensoren', category: ['cat-digital'], sort: 'likes' } },
  { name: 'no text, status filter, date sort', query: { status: ['accepted'], sort: 'date' } },
];

const report: Record<string, unknown> = { ideas: IDEAS, requests: REQUESTS, concurrency: CONCURRENCY, user: 'VIEWERS (usr-viewer)', at: new Date().toISOString() };
for (const target of await dbTargets()) {
  if (ONLY && target.name !== ONLY) continue;
  const { handle, dispose } = await target.create();
  await seedDemoData(handle);
  const t0 = performance.now();
  await bulkIdeas((sql) => handle.exec(sql), IDEAS);
  const seedMs = Math.round(performance.now() - t0);
  console.log(`\n${target.name}: ${IDEAS} ideas with search documents in ${seedMs} ms`);
  const signer = await createSigner();
  const app = await buildApi({ db: handle, auth: { verifier: signer.verifier }, logger: false, docs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const token = await signer.token('usr-viewer', { expiresIn: '1h' });
  const queries = QUERIES.map(({ name, query }) => ({ name, path: `/search/ideas?${searchQueryString(query)}` }));
  const results = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      // The load generator is a separate process; the API keeps serving on this one's event loop.
      const input = JSON.stringify({ base, token, requests: REQUESTS, concurrency: CONCURRENCY, queries });
      execFile(process.execPath, ['tools/bench/search-load.mjs', input], { maxBuffer: 1 << 24 }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(stdout),
      );
    }),
  ) as { query: string; total: number; p50: number; p95: number; p99: number; rps: number; errors: number }[];
  for (const r of results) console.log(`  ${r.query.padEnd(48)} hits ${String(r.total).padStart(6)}  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  ${r.rps} req/s  errors ${r.errors}`);
  const worst = Math.max(...results.map((r) => r.p95));
  console.log(`  worst p95: ${worst} ms`);
  report[target.name] = { seedMs, worstP95: worst, results };
  await app.close();
  await dispose();
}

mkdirSync('tools/bench/results', { recursive: true });
writeFileSync('tools/bench/results/search-latency.json', JSON.stringify(report, null, 2));
console.log('\nwritten tools/bench/results/search-latency.json');
