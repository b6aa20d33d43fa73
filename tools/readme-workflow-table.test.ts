import { readFileSync } from 'node:fs';
import { TRANSITIONS } from '@idea-portal/domain';
import { describe, expect, it } from 'vitest';

/**
 * The "Idea workflow" table in apps/api/README.md explains `TRANSITIONS` (libs/domain/src/workflow.ts)
 * with endpoints and notes. This pins it to the table: every transition has a row naming its
 * status, action, every status it leads to and everyone who may take it; every row names only
 * actions that the table allows in its statuses.
 */
interface Row {
  statuses: string[];
  actions: string[];
  leadsTo: string;
  who: string;
}

function readmeRows(): Row[] {
  const text = readFileSync('apps/api/README.md', 'utf8');
  const section = text.slice(text.indexOf('## Idea workflow'));
  const lines = section.split('\n').filter((l) => /^\| [a-z_, ]+ \|/.test(l));
  return lines.map((line) => {
    const [status, action, leadsTo, who] = line.split('|').slice(1, 5).map((c) => c.trim());
    // The action cell: "assign, inquiry" or "review, directly by … (`POST …`)"; the names are the leading words.
    const actionNames = action!.replace(/\(.*$/, '').split(',').map((a) => a.trim().split(' ')[0]!);
    return { statuses: status!.split(',').map((s) => s.trim()), actions: actionNames, leadsTo: leadsTo!, who: who! };
  });
}

const words = (cell: string) => new Set(cell.split(/[^A-Za-z_]+/).filter(Boolean));

describe('apps/api/README.md workflow table', () => {
  const rows = readmeRows();

  it('has a row for every transition with its targets and actors', () => {
    const missing: string[] = [];
    for (const t of TRANSITIONS) {
      const row = rows.find((r) => r.statuses.includes(t.from) && r.actions.includes(t.action));
      if (!row) {
        missing.push(`${t.from} ${t.action}: no row`);
        continue;
      }
      for (const to of t.to) if (!words(row.leadsTo).has(to)) missing.push(`${t.from} ${t.action}: does not lead to ${to}`);
      for (const w of t.who) if (!words(row.who).has(w)) missing.push(`${t.from} ${t.action}: ${w} missing`);
    }
    expect(missing).toEqual([]);
  });

  it('names no action the table does not allow', () => {
    const extra = rows.flatMap((r) =>
      r.actions
        .filter((a) => a !== '—')
        .flatMap((a) => r.statuses.filter((s) => !TRANSITIONS.some((t) => t.from === s && t.action === a)).map((s) => `${s} ${a}`)),
    );
    expect(extra).toEqual([]);
  });
});
