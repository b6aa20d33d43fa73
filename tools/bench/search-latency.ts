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
import { buildApi, DEMO_TENANT_ID, seedDemoData } from '../../apps/api/src/index';

const arg = (name: string, d: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? d) : d;
};
const IDEAS = Number(arg('ideas', '100000'));
const REQUESTS = Number(arg('requests', '200'));
const CONCURRENCY = Number(arg('concurrency', '2'));
const ONLY = arg('only', '');

const sqlArray = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
const TITLE_WORDS = sqlArray([
  'Energie', 'Verpackung', 'Wartung', 'Schichtplan', 'Logistik', 'Kantine', 'Druckluft', 'Beleuchtung', 'Recycling', 'Sicherheit',
  'Montage', 'Lager', 'Qualität', 'Prüfung', 'Schulung', 'Digitalisierung', 'Verbesserung', 'Kosten', 'Kunden', 'Service',
  'energy', 'packaging', 'maintenance', 'shift', 'logistics', 'canteen', 'compressor', 'lighting', 'recycling', 'safety',
  'assembly', 'warehouse', 'quality', 'inspection', 'training', 'automation', 'improvement', 'costs', 'customer', 'portal',
  'Abwärme', 'Solaranlage', 'Fahrrad', 'Ergonomie', 'Roboter', 'Sensoren', 'Tablet', 'Scanner', 'Palette', 'Lieferant',
  'heat', 'solar', 'bicycle', 'ergonomics', 'robot', 'sensors', 'tablet', 'scanner', 'pallet', 'supplier',
]);
const BODY_WORDS = sqlArray([
  'wir', 'verlieren', 'jede', 'Woche', 'Zeit', 'weil', 'die', 'Anlage', 'steht', 'und', 'niemand', 'weiß', 'warum', 'Kollegen', 'suchen',
  'Informationen', 'auf', 'Papier', 'Störungen', 'Abläufe', 'Verschwendung', 'Material', 'Werkzeug', 'Halle', 'Stunden', 'Verbesserungen',
  'we', 'lose', 'time', 'every', 'week', 'because', 'the', 'machine', 'stops', 'nobody', 'knows', 'why', 'colleagues', 'search',
  'information', 'on', 'paper', 'failures', 'processes', 'waste', 'material', 'tools', 'hall', 'hours', 'improvements', 'reduce',
  'introduce', 'replace', 'measure', 'sensor', 'dashboard', 'app', 'checklist', 'standard', 'supplier', 'delivery', 'storage',
  'einführen', 'ersetzen', 'messen', 'sparen', 'schneller', 'sicherer', 'einfacher', 'günstiger', 'Prozess', 'Kunde', 'Auftrag',
]);
const TAGS = sqlArray(['energy', 'lean', 'digital', 'safety', 'logistics', 'quality', 'people', 'cost', 'co2', 'iot', 'service', 'training', 'office', 'water', 'mobility']);
const LOCATIONS = sqlArray(['München', 'Munich', 'Augsburg', 'Berlin', 'Garching', 'Remote']);
const STATUSES = sqlArray(['first_assessment', 'review', 'implementation', 'final_decision', 'accepted', 'completed', 'rejected', 'review', 'first_assessment', 'draft']);

/** Generated ideas in one statement; the search documents are rebuilt once afterwards (as the triggers would, but set-based). */
async function bulkIdeas(exec: (sql: string) => Promise<void>, n: number) {
  const pick = (arr: string, len: number, expr: string) => `(${arr})[1 + ((${expr}) % ${len})]`;
  await exec(`
    ALTER TABLE ideas DISABLE TRIGGER idea_search_idea_insert;
    ALTER TABLE idea_contributors DISABLE TRIGGER idea_search_contributor;
    CREATE TEMP TABLE bench_users AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id, organizational_unit_id FROM users WHERE tenant_id = '${DEMO_TENANT_ID}';
    CREATE TEMP TABLE bench_cats AS SELECT row_number() OVER (ORDER BY id) - 1 AS k, id FROM categories WHERE tenant_id = '${DEMO_TENANT_ID}';
    INSERT INTO ideas (id, tenant_id, submitter_id, organizational_unit_id, category_id, title, description, solution, status, visibility, tags, location, likes, views, submitted_at, created_at, updated_at)
    SELECT 'bench-' || g, '${DEMO_TENANT_ID}', u.id, u.organizational_unit_id, c.id,
      ${pick(TITLE_WORDS, 60, 'g * 7')} || ' ' || ${pick(TITLE_WORDS, 60, 'g * 13 + 5')} || ' begriff' || ((g * 31 + 11) % 20000) || ' ' || g,
      (SELECT string_agg(CASE WHEN (g + w) % 6 = 0 THEN ${pick(BODY_WORDS, 88, 'g * 17 + w * 29')} ELSE 'begriff' || ((g * 17 + w * 7919) % 20000) END, ' ') FROM generate_series(1, 24) w),
      (SELECT string_agg(CASE WHEN (g + w) % 6 = 0 THEN ${pick(BODY_WORDS, 88, 'g * 23 + w * 37')} ELSE 'begriff' || ((g * 23 + w * 6007) % 20000) END, ' ') FROM generate_series(1, 18) w),
      ${pick(STATUSES, 10, 'g')},
      CASE WHEN g % 20 = 0 THEN 'unit' WHEN g % 50 = 1 THEN 'people' ELSE 'organization' END,
      CASE WHEN g % 3 = 0 THEN ARRAY[${pick(TAGS, 15, 'g * 7 + 1')}] ELSE '{}' END,
      CASE WHEN g % 4 = 0 THEN NULL ELSE ${pick(LOCATIONS, 6, 'g * 11')} END,
      (g * 37) % 120, (g * 53) % 900,
      CASE WHEN g % 10 = 9 THEN NULL ELSE now() - ((g % 800) || ' days')::interval END,
      now() - ((g % 800) || ' days')::interval - interval '1 hour',
      now() - ((g % 800) || ' days')::interval
    FROM generate_series(1, ${n}) AS g
    JOIN bench_users u ON u.k = g % (SELECT count(*) FROM bench_users)
    JOIN bench_cats c ON c.k = g % (SELECT count(*) FROM bench_cats);
    INSERT INTO idea_contributors (idea_id, user_id)
    SELECT 'bench-' || g, u.id FROM generate_series(1, ${n}, 5) AS g
    JOIN bench_users u ON u.k = (g * 7 + 3) % (SELECT count(*) FROM bench_users)
    ON CONFLICT DO NOTHING;
    ALTER TABLE ideas ENABLE TRIGGER idea_search_idea_insert;
    ALTER TABLE idea_contributors ENABLE TRIGGER idea_search_contributor;
    SELECT idea_search_refresh(ARRAY(SELECT id FROM ideas WHERE id LIKE 'bench-%'));`);
  // What autovacuum does on a live database after a bulk load: statistics and the visibility map.
  await exec('VACUUM ANALYZE');
}

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
