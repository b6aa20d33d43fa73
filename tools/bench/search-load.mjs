/**
 * The load side of the search benchmark, run as its own process so the client's work does not
 * share the API's event loop: GETs each URL `requests` times with `concurrency` in flight and
 * prints p50/p95/p99 per URL as JSON on stdout. One unmeasured pass over every URL first (the
 * same concurrency), so the first query does not carry the fresh API's and database's warm-up.
 *
 *   node tools/bench/search-load.mjs '<json: { base, token, requests, concurrency, queries: [{ name, path }], seconds? }>'
 *
 * `seconds`: each URL is asked for that long instead of `requests` times.
 */
const { base, token, requests, concurrency, queries, warmUp: warmUpRequests, seconds } = JSON.parse(process.argv[2]);
const headers = { authorization: `Bearer ${token}` };

const WARM_UP = warmUpRequests ?? 20;

async function run(url, n, onTime, until = 0) {
  let next = 0;
  let errors = 0;
  const more = () => (until ? performance.now() < until : next++ < n);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (more()) {
        const t = performance.now();
        try {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        onTime(performance.now() - t);
      }
    }),
  );
  return errors;
}

async function warmUp({ name, path }) {
  const res = await fetch(`${base}${path}`, { headers });
  const body = await res.json();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
  await run(`${base}${path}`, WARM_UP, () => {});
  return body.total;
}

async function load({ name, path }, total) {
  const url = `${base}${path}`;
  const times = [];
  const started = performance.now();
  const errors = await run(url, requests, (ms) => times.push(ms), seconds ? started + seconds * 1000 : 0);
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const q = (p) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2));
  return { query: name, path, total, p50: q(0.5), p95: q(0.95), p99: q(0.99), rps: Math.round(times.length / elapsed), errors };
}

const totals = [];
for (const query of queries) totals.push(await warmUp(query));
const results = [];
for (const [i, query] of queries.entries()) results.push(await load(query, totals[i]));
process.stdout.write(JSON.stringify(results));
