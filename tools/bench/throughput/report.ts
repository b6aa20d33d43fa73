/** Result shapes of the throughput bench and its Markdown table. */
import type { SeedCounts } from './seed';

export interface CaseResult {
  name: string;
  /** Successful (2xx) responses per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  /** Size of one response body (the first one). */
  bytes: number;
  /** One-minute load average when the case started (other work on the machine). */
  load1: number;
}

export interface TargetReport {
  database: 'postgres' | 'pglite';
  seed: SeedCounts;
  seedMs: number;
  results: CaseResult[];
}

export interface Report {
  label: string;
  at: string;
  ideas: number;
  connections: number;
  durationSeconds: number;
  caller: string;
  /** The API entry measured (another checkout for a before/after comparison). */
  api?: string;
  cores: number;
  targets: TargetReport[];
}

const BARE = 'bare Fastify GET /hello';

/** Targets on PostgreSQL at 100k ideas, 16 connections. */
export const TARGETS = { detailRps: 3000, detailP99: 25, listRps: 1500, pgliteRatio: 0.33 };

const fmt = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits));

function cell(target: TargetReport | undefined, name: string): string {
  const r = target?.results.find((x) => x.name === name);
  if (!r) return '– | – | – | –';
  const bare = target!.results.find((x) => x.name === BARE);
  const ratio = bare && name !== BARE ? `${fmt(r.rps / bare.rps, 3)}x` : '1x';
  return `${r.rps} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${ratio}`;
}

function table(report: Report): string[] {
  const pg = report.targets.find((t) => t.database === 'postgres');
  const lite = report.targets.find((t) => t.database === 'pglite');
  const names = (pg ?? lite)?.results.map((r) => r.name) ?? [];
  const lines = [
    '| Case | PostgreSQL req/s | p50 ms | p99 ms | vs bare | PGlite req/s | p50 ms | p99 ms | vs bare | PGlite / PostgreSQL |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const name of names) {
    const a = pg?.results.find((r) => r.name === name);
    const b = lite?.results.find((r) => r.name === name);
    const ratio = a && b ? `${fmt(b.rps / a.rps, 2)}x` : '–';
    lines.push(`| ${name} | ${cell(pg, name)} | ${cell(lite, name)} | ${ratio} |`);
  }
  return lines;
}

function verdicts(report: Report): string[] {
  const pg = report.targets.find((t) => t.database === 'postgres');
  const lite = report.targets.find((t) => t.database === 'pglite');
  const get = (t: TargetReport | undefined, name: string) => t?.results.find((r) => r.name === name);
  const detail = get(pg, 'GET /ideas/{id}');
  const list = get(pg, 'GET /ideas?limit=50');
  const mark = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : 'NOT met');
  const out = [
    `- detail ≥ ${TARGETS.detailRps} req/s on PostgreSQL: ${fmt(detail?.rps)} (${mark(detail && detail.rps >= TARGETS.detailRps)})`,
    `- detail p99 ≤ ${TARGETS.detailP99} ms on PostgreSQL: ${fmt(detail?.p99)} ms (${mark(detail && detail.p99 <= TARGETS.detailP99)})`,
    `- list ≥ ${TARGETS.listRps} req/s on PostgreSQL: ${fmt(list?.rps)} (${mark(list && list.rps >= TARGETS.listRps)})`,
  ];
  for (const name of ['GET /ideas/{id}', 'GET /ideas?limit=50']) {
    const a = get(pg, name);
    const b = get(lite, name);
    const ratio = a && b ? b.rps / a.rps : undefined;
    out.push(`- PGlite ≥ ${TARGETS.pgliteRatio}x PostgreSQL on ${name}: ${ratio === undefined ? '–' : `${fmt(ratio, 2)}x`} (${mark(ratio === undefined ? undefined : ratio >= TARGETS.pgliteRatio)})`);
  }
  return out;
}

export function markdownReport(report: Report, baseline?: Report): string {
  const lines = [
    `# API throughput (${report.label})`,
    '',
    `${report.at}: ${report.ideas.toLocaleString('en')} ideas, ${report.connections} connections, ${report.durationSeconds} s per case after a warm-up, ` +
      `autocannon in its own process, API as its own process (NODE_ENV=production, rate limit off, LOG_LEVEL=warn), caller ${report.caller}, ` +
      `${report.cores} cores shared with other work (one-minute load at each case start: ${report.targets.flatMap((t) => t.results.map((r) => r.load1)).join(', ')}).`,
    '"vs bare" is the ratio to bare Fastify measured in the same run, right before.',
    '',
    ...table(report),
    '',
    '## Targets',
    '',
    ...verdicts(report),
  ];
  if (baseline) {
    lines.push('', `## Baseline (${baseline.at})`, '', ...table(baseline));
  }
  return `${lines.join('\n')}\n`;
}
