/**
 * The load side of the search benchmark, run as its own process so the client's work does not
 * share the API's event loop: GETs each URL `requests` times with `concurrency` in flight and
 * prints p50/p95/p99 per URL as JSON on stdout.
 *
 *   node tools/bench/search-load.mjs '<json: { base, token, requests, concurrency, queries: [{ name, path }] }>'
 */
const { base, token, requests, concurrency, queries } = JSON.parse(process.argv[2]);
const headers = { authorization: `Bearer ${token}` };

async function load({ name, path }) {
  const url = `${base}${path}`;
  let total = -1;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(url, { headers });
    const body = await res.json();
    if (!res.ok) throw new Error(`${name}: ${res.status} ${JSON.stringify(body)}`);
    total = body.total;
  }
  const times = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t = performance.now();
        try {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (!res.ok) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const q = (p) => Number(times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2));
  return { query: name, path, total, p50: q(0.5), p95: q(0.95), p99: q(0.99), rps: Math.round(times.length / seconds), errors };
}

const results = [];
for (const query of queries) results.push(await load(query));
process.stdout.write(JSON.stringify(results));
