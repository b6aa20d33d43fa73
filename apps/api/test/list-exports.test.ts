import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_ROWS } from '../src/modules/list-export/ideas-source';
import { apiOn, targets, type TestApi } from './support/api';
import { createIdea, submittedIdea, USERS, VALID_IDEA } from './support/ideas';

const { admin, creator, evaluator, viewer } = USERS;

/** RFC 4180 records (quoted fields with doubled quotes, CRLF), the BOM checked and dropped. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 1; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) field += ch;
    else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += ch;
  }
  return rows;
}

describe.each(targets)('list exports on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  async function download(sub: string, url: string, headers: Record<string, string> = {}) {
    const res = await api.app.inject({ url, headers: { authorization: `Bearer ${await api.token(sub)}`, ...headers } });
    return res;
  }
  const csv = async (sub: string, url: string, headers?: Record<string, string>) => {
    const res = await download(sub, url, headers);
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = parseCsv(res.body);
    return { header: header!, rows, res };
  };
  /** Every page of GET /ideas for a query, as ids. */
  async function listIds(sub: string, query: string, limit = 7): Promise<string[]> {
    const ids: string[] = [];
    let cursor = '';
    do {
      const res = await api.as(sub, `/ideas?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      ids.push(...res.body.ideas.map((i: { id: string }) => i.id));
      cursor = res.body.nextCursor ?? '';
    } while (cursor);
    return ids;
  }

  it("the ideas export's rows are the list's rows for the same filters, in its order, with headers in the caller's language", async () => {
    for (const query of ['', '&status=first_assessment,review', '&category=cat-sustainability&sort=title:asc', '&from=2020-01-01&sort=createdAt:asc']) {
      const expected = await listIds(evaluator.sub, query);
      const { header, rows, res } = await csv(evaluator.sub, `/ideas/export?format=csv${query}`);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="ideas-\d{4}-\d{2}-\d{2}\.csv"/);
      expect(header.slice(0, 3)).toEqual(['ID', 'Title', 'Status']);
      expect(rows.map((r) => r[0])).toEqual(expected);
    }
    const german = await csv(evaluator.sub, '/ideas/export?status=first_assessment', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.header.slice(0, 5)).toEqual(['ID', 'Titel', 'Status', 'Kategorie', 'Organisationseinheit']);
    expect(new Set(german.rows.map((r) => r[2]))).toEqual(new Set(['Erstbewertung']));
    expect((await csv(evaluator.sub, '/ideas/export?lang=en', { 'accept-language': 'de' })).header[1]).toBe('Title');
  });

  it("a VIEWER's export holds only the ideas they may see and no benefit or savings columns; an evaluator's has them", async () => {
    const draft = await createIdea(api, creator.sub, { ...VALID_IDEA, title: 'Export draft nobody else sees' });
    const privateIdea = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Export shared with the evaluator only', visibility: 'people', visibleTo: [evaluator.id] });
    const open = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Export open to everyone' });
    await api.handle.query(
      `INSERT INTO idea_reviews (idea_id, tenant_id, benefit_value, benefit_type, first_year_net_savings)
       SELECT id, tenant_id, 'high', 'cost', 48000 FROM ideas WHERE id = $1`,
      [open.id],
    );

    const asViewer = await csv(viewer.sub, '/ideas/export');
    const viewerIds = asViewer.rows.map((r) => r[0]);
    expect(viewerIds).toContain(open.id);
    expect(viewerIds).not.toContain(draft.id);
    expect(viewerIds).not.toContain(privateIdea.id);
    expect(viewerIds).toEqual(await listIds(viewer.sub, ''));
    expect(asViewer.header).not.toContain('Benefit');
    expect(asViewer.header).not.toContain('Net savings in the first year');
    expect(asViewer.res.body).not.toContain('48000');

    const asEvaluator = await csv(evaluator.sub, '/ideas/export');
    const ids = asEvaluator.rows.map((r) => r[0]);
    expect(ids).toContain(privateIdea.id);
    expect(ids).not.toContain(draft.id);
    const row = asEvaluator.rows.find((r) => r[0] === open.id)!;
    expect(row[asEvaluator.header.indexOf('Benefit')]).toBe('high');
    expect(row[asEvaluator.header.indexOf('Net savings in the first year')]).toBe('48000');

    // The submitter (CREATORS) has the columns, and sees the values of their own idea only.
    const asCreator = await csv(creator.sub, '/ideas/export');
    expect(asCreator.rows.find((r) => r[0] === open.id)![asCreator.header.indexOf('Net savings in the first year')]).toBe('48000');
    const other = await csv(USERS.otherCreator.sub, '/ideas/export');
    expect(other.rows.find((r) => r[0] === open.id)![other.header.indexOf('Net savings in the first year')]).toBe('');
    expect(other.res.body).not.toContain('48000');

    // The search export follows the same rules.
    const search = await csv(viewer.sub, '/search/ideas/export?q=Export');
    const searchIds = search.rows.map((r) => r[0]);
    expect(searchIds).toContain(open.id);
    expect(searchIds).not.toContain(privateIdea.id);
    expect(searchIds).not.toContain(draft.id);
    expect(search.header).not.toContain('Benefit');
  });

  it('walks a list longer than a batch without gaps or repeats (updated at the same microsecond included)', async () => {
    const columns = (
      await api.handle.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'ideas' AND is_generated = 'NEVER' AND coalesce(column_default, '') NOT LIKE 'nextval%' ORDER BY ordinal_position`,
      )
    ).map((c) => c.column_name);
    const { id } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: 'Export batch template' });
    const copy = columns.map((c) => (c === 'id' ? `'bulk-' || n` : c === 'title' ? `'Export bulk ' || n` : c === 'updated_at' ? `'2026-01-01T00:00:00.123456Z'::timestamptz` : `"${c}"`));
    await api.handle.query(`INSERT INTO ideas (${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${copy.join(', ')} FROM ideas, generate_series(1, ${BATCH_ROWS + 150}) n WHERE id = $1`, [id]);
    const { rows } = await csv(evaluator.sub, '/ideas/export?q=bulk&sort=updatedAt:desc');
    const ids = rows.map((r) => r[0]);
    expect(ids).toHaveLength(BATCH_ROWS + 150);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(await listIds(evaluator.sub, '&q=bulk&sort=updatedAt:desc', 100));
  });

  it('neutralises formulas and quotes separators, quotes and line breaks', async () => {
    const { id } = await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: '=HYPERLINK("http://evil.example","Klick; mich")' });
    await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: '+SUM(1,2)' });
    await submittedIdea(api, creator.sub, { ...VALID_IDEA, title: '@cmd -x' });
    const { rows, res } = await csv(evaluator.sub, '/ideas/export?q=HYPERLINK');
    expect(rows.map((r) => r[0])).toEqual([id]);
    expect(rows[0]![1]).toBe(`'=HYPERLINK("http://evil.example","Klick; mich")`);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Klick; mich"")"`);
    const titles = (await csv(evaluator.sub, '/ideas/export')).rows.map((r) => r[1]);
    expect(titles).toContain("'+SUM(1,2)");
    expect(titles).toContain("'@cmd -x");
    expect(titles.some((t) => /^[=+\-@]/.test(t!))).toBe(false);
  });

  it('the Excel export opens with exceljs and holds the same rows', async () => {
    const res = await download(evaluator.sub, '/ideas/export?format=xlsx&lang=de&status=first_assessment');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/filename="ideas-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().slice(1) as unknown[][];
    expect((values[0] ?? []).slice(1, 4)).toEqual(['ID', 'Titel', 'Status']);
    expect(values.slice(1).map((r) => r[1])).toEqual(await listIds(evaluator.sub, '&status=first_assessment'));
    expect(values.slice(1).every((r) => r[3] === 'Erstbewertung')).toBe(true);
  });

  it('the search export has every hit of the search, in its order', async () => {
    const hits: string[] = [];
    let cursor = '';
    do {
      const res = await api.as(evaluator.sub, `/search/ideas?q=Wärme&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      hits.push(...res.body.items.map((i: { id: string }) => i.id));
      cursor = res.body.nextCursor ?? '';
    } while (cursor);
    expect(hits.length).toBeGreaterThan(0);
    const { rows, res } = await csv(evaluator.sub, `/search/ideas/export?q=${encodeURIComponent('Wärme')}`);
    expect(rows.map((r) => r[0])).toEqual(hits);
    expect(res.headers['content-disposition']).toMatch(/search-results-\d{4}-\d{2}-\d{2}\.csv/);
  });

  it("the users and activity exports are the admin's lists, and only admins get them", async () => {
    const list = await api.as(admin.sub, '/admin/users?role=VIEWERS&sort=email&direction=desc&pageSize=50');
    const users = await csv(admin.sub, '/admin/users/export?role=VIEWERS&sort=email&direction=desc');
    expect(users.header.slice(0, 3)).toEqual(['Name', 'Email', 'Role']);
    expect(list.body.total).toBeLessThanOrEqual(50);
    expect(users.rows.map((r) => r[1])).toEqual(list.body.users.map((u: { email: string }) => u.email));

    const activity = await api.as(admin.sub, '/admin/activity?pageSize=100');
    const log = await csv(admin.sub, '/admin/activity/export?lang=de');
    expect(log.header[0]).toBe('Zeitpunkt');
    expect(log.rows).toHaveLength(activity.body.total);
    expect(log.rows.slice(0, 100).map((r) => r[0])).toEqual(activity.body.entries.map((e: { createdAt: string }) => e.createdAt));

    for (const url of ['/admin/users/export', '/admin/activity/export']) {
      for (const sub of [viewer.sub, evaluator.sub]) expect((await download(sub, url)).statusCode).toBe(403);
    }
    expect((await download(admin.sub, '/ideas/export?format=pdf')).statusCode).toBe(400);
  });
});
