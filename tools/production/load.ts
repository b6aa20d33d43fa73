/**
 * Load from a separate process for the production layout test: `concurrency` loops send requests
 * through the balancer until SIGINT, then print one JSON line with what came
 * back: answers by status, failures (non-2xx or no answer) with their reasons, and for writes
 * the ids the server acknowledged (201 with a body id), so the caller can check none was lost,
 * and the rate and latency (p50, p99 in ms) of the answers.
 *
 * LOAD_URL, LOAD_TOKEN (bearer), LOAD_METHOD (GET | POST), LOAD_BODY (JSON, `{n}` is replaced by
 * a running number), LOAD_CONCURRENCY (default 8).
 */
export {};

const url = process.env.LOAD_URL ?? '';
const method = (process.env.LOAD_METHOD ?? 'GET') as 'GET' | 'POST';
const concurrency = Number(process.env.LOAD_CONCURRENCY ?? 8);
const headers: Record<string, string> = { authorization: `Bearer ${process.env.LOAD_TOKEN ?? ''}` };
if (method === 'POST') headers['content-type'] = 'application/json';

const statuses: Record<string, number> = {};
const failures: Record<string, number> = {};
const acknowledged: string[] = [];
const latencies: number[] = [];
let sent = 0;
let running = true;

async function loop(): Promise<void> {
  while (running) {
    const n = ++sent;
    const t0 = performance.now();
    try {
      const res = await fetch(url, { method, headers, body: method === 'POST' ? (process.env.LOAD_BODY ?? '{}').replaceAll('{n}', String(n)) : undefined });
      const text = await res.text();
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 300) {
        const reason = `HTTP ${res.status} ${text.match(/"code":"([A-Z_]+)"/)?.[1] ?? ''}`.trim();
        failures[reason] = (failures[reason] ?? 0) + 1;
      }
      else if (res.status === 201) acknowledged.push((JSON.parse(text) as { id: string }).id);
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause;
      const reason = cause?.code ?? (err as Error).message;
      failures[reason] = (failures[reason] ?? 0) + 1;
    }
  }
}

const started = Date.now();
process.once('SIGINT', () => (running = false));
console.error(`load: ${concurrency} loops, ${method} ${url}`);
await Promise.all(Array.from({ length: concurrency }, loop));
const total = Object.values(statuses).reduce((a, b) => a + b, 0) + Object.entries(failures).filter(([k]) => !k.startsWith('HTTP')).reduce((a, [, b]) => a + b, 0);
const failed = Object.values(failures).reduce((a, b) => a + b, 0);
const elapsed = (Date.now() - started) / 1000;
latencies.sort((x, y) => x - y);
const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
const latency = { p50: at(0.5), p99: at(0.99) };
console.log(JSON.stringify({ total, failed, seconds: elapsed, perSecond: Math.round(total / elapsed), latency, statuses, failures, acknowledged }));
