/**
 * The search bench's generated ideas: one INSERT … SELECT generate_series with German/English
 * vocabulary, tags, categories, locations, units and contributors (see search-latency.ts).
 */
import { DEMO_TENANT_ID } from '../../apps/api/src/index';

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
export async function bulkIdeas(exec: (sql: string) => Promise<void>, n: number) {
  const pick = (arr: string, len: number, expr: string) => `(${arr})[1 + ((${expr}) % ${len})]`;
  // One transaction; deferred triggers (migration 0037) fire per statement, so the ALTERs after the inserts find none pending.
  await exec(`
    BEGIN;
    SET CONSTRAINTS ALL IMMEDIATE;
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
    SELECT idea_search_refresh(ARRAY(SELECT id FROM ideas WHERE id LIKE 'bench-%'));
    COMMIT;`);
  // What autovacuum does on a live database after a bulk load: statistics and the visibility map.
  await exec('VACUUM ANALYZE');
}
