import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../../e2e/helpers';
import { startLayout, type Layout } from './layout';

/**
 * The production layout (tools/production/layout.ts): haproxy in front of two API and two
 * identity processes on one PostgreSQL and s3rver, static sites as plain files. The main journey
 * passes through it while one API instance is killed; a SIGTERM under load drains with 0 failed.
 */

const base = Number(process.env.E2E_PORT_BASE);
let layout: Layout;
const loads = new Set<ChildProcess>();

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  layout = await startLayout(base);
});
test.afterAll(async () => {
  for (const child of loads) child.kill('SIGKILL');
  await layout?.stop();
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface LoadResult {
  total: number;
  failed: number;
  seconds: number;
  perSecond: number;
  latency: { p50: number; p99: number };
  statuses: Record<string, number>;
  failures: Record<string, number>;
  acknowledged: string[];
}

/** tools/production/load.ts in its own process; stop() ends it (SIGINT) and returns its counts. */
function startLoad(env: Record<string, string>): { stop(): Promise<LoadResult> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/production/load.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  loads.add(child);
  child.once('exit', () => loads.delete(child));
  let out = '';
  child.stdout.on('data', (d) => (out += d.toString()));
  const done = new Promise<LoadResult>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult) : reject(new Error(`load exited with ${code}`)))),
  );
  return {
    stop() {
      child.kill('SIGINT');
      return done;
    },
  };
}

/** The signed-in user's access token, as the shell keeps it (oidc-client-ts user store). */
async function accessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const store of [sessionStorage, localStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) ?? '';
        if (key.startsWith('oidc.user:')) return (JSON.parse(store.getItem(key) ?? '{}') as { access_token: string }).access_token;
      }
    }
    throw new Error('not signed in');
  });
}

async function as(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, path);
  return page;
}

test('the main journey goes on through haproxy while one API instance is killed, and no acknowledged write is lost', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const title = `Shared tool crib for the night shift ${Date.now().toString(36)}`;

  // --- The creator signs in through haproxy (identity instances alternate) and saves a draft.
  await signIn(page, 'creator@example.com', '/app/ideas/new');
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Problem statement/).fill('The night shift waits for the tool crib to open and loses half an hour per shift.');
  await page.getByLabel(/^Proposed solution/).fill('A badge-operated tool cabinet on the shop floor, stocked by the day shift.');
  await page.getByPlaceholder('Choose a category').click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/app\/ideas\/[^/]+\/edit$/);
  const ideaId = page.url().split('/').at(-2) ?? '';

  // --- Writes from another process (comments on another idea) run while api1 is killed.
  const [other] = await layout.query<{ id: string }>("SELECT id FROM ideas WHERE status <> 'draft' ORDER BY created_at LIMIT 1");
  const writer = startLoad({
    LOAD_URL: `${layout.urls.api}/ideas/${other?.id}/comments`,
    LOAD_METHOD: 'POST',
    LOAD_BODY: '{"text":"load comment {n}"}',
    LOAD_CONCURRENCY: '2',
    LOAD_TOKEN: await accessToken(page),
  });
  await page.waitForTimeout(1500);
  expect((await layout.api[0]?.stop('SIGKILL'))?.signal).toBe('SIGKILL');

  // --- The journey goes on at once: submit, then attach two files (stored in S3).
  await page.getByRole('button', { name: 'Submit idea' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/ideas/${ideaId}$`));
  await expect(page.getByText('FIRST ASSESSMENT').first()).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles([
    { name: 'tool-crib.pdf', mimeType: 'application/pdf', buffer: PDF },
    { name: 'cabinet.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await layout.waitForStatus('api', 'api1', 'DOWN');
  const written = await writer.stop();
  await expect(page.getByText('2 files uploaded')).toBeVisible();
  console.log(`writes while api1 was killed: ${JSON.stringify({ ...written, acknowledged: written.acknowledged.length })}`);

  // Every write the API acknowledged (201) is in the database. The only failures allowed are the
  // requests that were on the killed instance when it died (at most one per writer loop): their
  // outcome is unknown to the client (502 or a closed socket), never a false 201 or a 4xx.
  expect(written.acknowledged.length).toBeGreaterThan(10);
  const stored = await layout.query<{ id: string }>('SELECT id FROM idea_comments WHERE id = ANY($1::text[])', [written.acknowledged]);
  expect(stored.length).toBe(written.acknowledged.length);
  expect(Object.keys(written.failures).filter((k) => k.startsWith('HTTP 4'))).toEqual([]);
  expect(written.failed).toBeLessThanOrEqual(2);

  // --- api1 comes back and haproxy routes to it again.
  await layout.api[0]?.start();
  await layout.waitForStatus('api', 'api1', 'UP');

  // --- The evaluator signs in and sees the submitted idea with its attachments.
  const evaluator = await as(browser, 'evaluator@example.com', `/app/ideas/${ideaId}`);
  await expect(evaluator.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(evaluator.getByText('FIRST ASSESSMENT').first()).toBeVisible();
  await expect(evaluator.getByText('tool-crib.pdf')).toBeVisible();
  await expect(evaluator.getByText('cabinet.png')).toBeVisible();
  const [status] = await layout.query<{ status: string }>('SELECT status FROM ideas WHERE id = $1', [ideaId]);
  expect(status?.status).toBe('first_assessment');
});

test('SIGTERM on an API instance under load drains what is in flight: 0 failed', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'creator@example.com', '/app/ideas');
  const token = await accessToken(page);
  const [idea] = await layout.query<{ id: string }>("SELECT id FROM ideas WHERE status <> 'draft' ORDER BY created_at LIMIT 1");
  const reads = startLoad({ LOAD_URL: `${layout.urls.api}/ideas?limit=20`, LOAD_CONCURRENCY: '6', LOAD_TOKEN: token });
  const writes = startLoad({
    LOAD_URL: `${layout.urls.api}/ideas/${idea?.id}/comments`,
    LOAD_METHOD: 'POST',
    LOAD_BODY: '{"text":"drain comment {n}"}',
    LOAD_CONCURRENCY: '2',
    LOAD_TOKEN: token,
  });
  await page.waitForTimeout(2000);
  const stopped = layout.api[1]?.stop('SIGTERM');
  await layout.waitForStatus('api', 'api2', 'DOWN');
  // A clean exit (0) means the instance finished its requests in flight before it closed.
  expect(await stopped).toEqual({ code: 0, signal: null });
  await page.waitForTimeout(1500);
  const [read, written] = await Promise.all([reads.stop(), writes.stop()]);
  console.log(`drain: reads ${JSON.stringify(read.statuses)} in ${read.seconds}s, writes ${written.acknowledged.length} acknowledged; failures ${JSON.stringify({ ...read.failures, ...written.failures })}`);
  expect(read.total).toBeGreaterThan(50);
  expect(read.failed).toBe(0);
  expect(written.failed).toBe(0);
  const stored = await layout.query<{ id: string }>('SELECT id FROM idea_comments WHERE id = ANY($1::text[])', [written.acknowledged]);
  expect(stored.length).toBe(written.acknowledged.length);
});
