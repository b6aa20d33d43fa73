/**
 * Bulk data for the throughput bench: demo data plus 2,000 employees and N ideas in the demo
 * tenant, with contributors, likes, followers, comments and people-shared ideas on some of them.
 * Everything is INSERT ... SELECT over generate_series, so 100k ideas take seconds on PostgreSQL
 * (a minute or so on PGlite) instead of 100k API calls.
 */
import { runMigrations, type DatabaseHandle } from '@idea-portal/db';
import { API_MIGRATIONS_DIR, API_MIGRATIONS_TABLE, DEMO_TENANT_ID, seedDemoData } from '../../../apps/api/src/index';

const T = `'${DEMO_TENANT_ID}'`;
/** Bench people: the demo tenant's users numbered 1..n (stable order). */
const PEOPLE = 'bench_people';

const GIVEN = `ARRAY['Anna','Ben','Clara','David','Elif','Felix','Greta','Hannes','Ines','Jonas','Katrin','Lukas','Mia','Noah','Özlem']`;
const FAMILY = `ARRAY['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Yilmaz','Kowalski','Rossi']`;
const TITLES = `ARRAY['Energie sparen in der Halle','Reduce packaging waste','Schnellere Wartung der Anlagen','Digital onboarding checklist','Weniger Papier im Büro','Solar panels on the warehouse roof','Fahrgemeinschaften für Pendler','Predictive maintenance for presses']`;
const TOPICS = `ARRAY['energy','waste','maintenance','onboarding','paper','solar','commuting','presses']`;
const LOCATIONS = `ARRAY['München, Werk 1','Garching','Berlin','Hamburg','Wien']`;
const TAGS = `ARRAY['energy','lean','digital','safety','quality','sustainability']`;

export interface SeedCounts {
  ideas: number;
  users: number;
  contributors: number;
  likes: number;
  followers: number;
  comments: number;
  sharedWithPeople: number;
}

/** Migrates, seeds the demo data and adds the bulk rows; returns the row counts. */
export async function seedBench(handle: DatabaseHandle, ideas: number): Promise<SeedCounts> {
  await runMigrations(handle, API_MIGRATIONS_DIR, { table: API_MIGRATIONS_TABLE });
  await seedDemoData(handle);
  await handle.exec(`
    INSERT INTO users (id, user_id, email, given_name, family_name, role, organizational_unit_id, tenant_id, position)
    SELECT 'u-bench-' || g, 'usr-bench-' || g, 'bench' || g || '@example.com',
           (${GIVEN})[1 + g % 15], (${FAMILY})[1 + g % 13],
           CASE WHEN g % 50 = 0 THEN 'EVALUATORS' WHEN g % 3 = 0 THEN 'VIEWERS' ELSE 'CREATORS' END,
           (ARRAY['ou-production','ou-rnd','ou-sales'])[1 + g % 3], ${T}, 'Employee'
    FROM generate_series(1, 2000) AS g
    ON CONFLICT (id) DO NOTHING;

    CREATE TABLE ${PEOPLE} AS
      SELECT row_number() OVER (ORDER BY id)::int AS n, id, organizational_unit_id AS unit
      FROM users WHERE tenant_id = ${T} AND enabled;
    CREATE UNIQUE INDEX ON ${PEOPLE} (n);
  `);
  const [row] = await handle.query<{ people: number }>(`SELECT count(*)::int AS people FROM ${PEOPLE}`);
  const people = row?.people ?? 1;
  // The person numbered 1 + (g * k) % people, for a few spreading factors k.
  const person = (k: number, plus = 0) => `(1 + ((g * ${k} + ${plus}) % ${people}))`;
  // Indexes are built once after the bulk insert: maintaining the full-text and trigram indexes
  // row by row is what makes a 100k insert take minutes. Same definitions, rebuilt afterwards.
  const indexes = await handle.query<{ name: string; def: string }>(
    `SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = 'public' AND tablename IN ('ideas', 'idea_likes', 'idea_followers', 'idea_comments', 'idea_contributors')
        AND indexdef NOT LIKE 'CREATE UNIQUE%'`,
  );
  for (const index of indexes) await handle.exec(`DROP INDEX ${index.name}`);
  await handle.exec(`
    INSERT INTO ideas (id, tenant_id, submitter_id, organizational_unit_id, category_id, title, description, solution,
                       status, visibility, tags, location, views, submitted_at, created_at, updated_at)
    SELECT 'bench-' || g, ${T}, p.id, p.unit,
           (SELECT array_agg(id ORDER BY id) FROM categories WHERE tenant_id = ${T})[1 + g % 4],
           'Idee ' || g || ' ' || (${TITLES})[1 + g % 8],
           'Problem statement number ' || g || ' about ' || (${TOPICS})[1 + g % 8] || ': today it costs time and money every week, and people on the shop floor have noticed it for a while.',
           'Proposed solution ' || g || ': a small pilot in one hall, then roll it out if the figures hold.',
           CASE WHEN g % 20 = 0 THEN 'draft'
                ELSE (ARRAY['first_assessment','review','implementation','final_decision','accepted','completed','rejected'])[1 + g % 7] END,
           CASE WHEN g % 20 = 7 THEN 'unit' WHEN g % 40 = 13 THEN 'people' ELSE 'organization' END,
           ARRAY[(${TAGS})[1 + g % 6], (${TAGS})[1 + (g / 6) % 6]],
           (${LOCATIONS})[1 + g % 5],
           g % 97,
           CASE WHEN g % 20 = 0 THEN NULL ELSE now() - (g || ' minutes')::interval END,
           now() - (g || ' minutes')::interval,
           now() - (g || ' minutes')::interval
    FROM generate_series(1, ${ideas}) AS g
    JOIN ${PEOPLE} p ON p.n = ${person(7919)}
    ON CONFLICT (id) DO NOTHING;

    -- Contributors on every 4th idea (one or two), never the submitter.
    INSERT INTO idea_contributors (idea_id, user_id, added_at)
    SELECT 'bench-' || g, p.id, now() - (g || ' minutes')::interval
    FROM generate_series(4, ${ideas}, 4) AS g CROSS JOIN LATERAL (VALUES (${person(31, 1)}), (${person(57, 3)})) AS pick(n)
    JOIN ${PEOPLE} p ON p.n = pick.n
    WHERE pick.n <> ${person(7919)} AND (g % 8 = 0 OR pick.n = ${person(31, 1)})
    ON CONFLICT DO NOTHING;

    -- People an idea is shared with (visibility 'people').
    INSERT INTO idea_visibility_people (idea_id, user_id)
    SELECT 'bench-' || g, p.id
    FROM generate_series(13, ${ideas}, 40) AS g CROSS JOIN LATERAL (VALUES (${person(11, 5)}), (${person(13, 9)})) AS pick(n)
    JOIN ${PEOPLE} p ON p.n = pick.n
    ON CONFLICT DO NOTHING;

    -- Likes on every 3rd idea (1 to 5 people), followers on every 5th, comments on every 6th.
    INSERT INTO idea_likes (idea_id, user_id, created_at)
    SELECT 'bench-' || g, p.id, now() - (g || ' minutes')::interval
    FROM generate_series(3, ${ideas}, 3) AS g CROSS JOIN generate_series(0, 4) AS k
    JOIN ${PEOPLE} p ON p.n = 1 + ((g * 17 + k * 101) % ${people})
    WHERE k <= g % 5
    ON CONFLICT DO NOTHING;
    UPDATE ideas i SET likes = l.n FROM (SELECT idea_id, count(*)::int AS n FROM idea_likes GROUP BY idea_id) l WHERE l.idea_id = i.id;

    INSERT INTO idea_followers (idea_id, user_id, created_at)
    SELECT 'bench-' || g, p.id, now() - (g || ' minutes')::interval
    FROM generate_series(5, ${ideas}, 5) AS g CROSS JOIN LATERAL (VALUES (${person(7919)}), (${person(23, 7)})) AS pick(n)
    JOIN ${PEOPLE} p ON p.n = pick.n
    ON CONFLICT DO NOTHING;

    INSERT INTO idea_comments (id, idea_id, tenant_id, author_id, text, created_at)
    SELECT 'c-bench-' || g || '-' || k, 'bench-' || g, ${T}, p.id,
           'Comment ' || k || ' on idea ' || g || ': good point, we tried something similar in Garching.',
           now() - ((g - k) || ' minutes')::interval
    FROM generate_series(6, ${ideas}, 6) AS g CROSS JOIN generate_series(0, 2) AS k
    JOIN ${PEOPLE} p ON p.n = 1 + ((g * 29 + k * 7) % ${people})
    WHERE k <= g % 3
    ON CONFLICT DO NOTHING;

    DROP TABLE ${PEOPLE};
  `);
  for (const index of indexes) await handle.exec(index.def);
  // What autovacuum does on a live database after a bulk load (statistics, the visibility map, the
  // dead rows of the seed's own updates); PGlite and a server with autovacuum off would not.
  await handle.exec('VACUUM ANALYZE');
  return countRows(handle);
}

/** How many rows of each kind the database holds. */
export async function countRows(handle: DatabaseHandle): Promise<SeedCounts> {
  const [counts] = await handle.query<SeedCounts>(`
    SELECT (SELECT count(*)::int FROM ideas) AS ideas, (SELECT count(*)::int FROM users) AS users,
           (SELECT count(*)::int FROM idea_contributors) AS contributors, (SELECT count(*)::int FROM idea_likes) AS likes,
           (SELECT count(*)::int FROM idea_followers) AS followers, (SELECT count(*)::int FROM idea_comments) AS comments,
           (SELECT count(*)::int FROM idea_visibility_people) AS "sharedWithPeople"`);
  return counts!;
}

/**
 * Ideas the caller can open (not drafts, shared with the whole organisation), a pool of `size`
 * ids spread over the whole table, for the detail case.
 */
export async function detailIdPool(handle: DatabaseHandle, size: number): Promise<string[]> {
  const rows = await handle.query<{ id: string }>(
    `SELECT id FROM ideas WHERE tenant_id = ${T} AND status <> 'draft' AND visibility = 'organization' AND id LIKE 'bench-%'
     ORDER BY md5(id) LIMIT $1`,
    [size],
  );
  return rows.map((r) => r.id);
}
