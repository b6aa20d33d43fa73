import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite } from './static-sites';
import { portalConfig, shellCsp } from './config';

const SHELL = 'http://localhost:3000';
let dist: string;
const sites: FastifyInstance[] = [];

/** A remote's build as rsbuild lays it out: standalone page, MSW worker, manifest, hashed assets. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'static-sites-'));
  mkdirSync(join(dir, 'static/js'), { recursive: true });
  mkdirSync(join(dir, 'static/css'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>standalone</title>');
  writeFileSync(join(dir, 'mockServiceWorker.js'), '/* msw */');
  writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"ideas"}');
  writeFileSync(join(dir, 'static/js/ideas.abc123.js'), 'var ideas = 1;');
  writeFileSync(join(dir, 'static/css/ideas.abc123.css'), 'body{}');
  return dir;
}

async function start(opts: Omit<Parameters<typeof startSite>[0], 'root' | 'port' | 'name'>) {
  const app = await startSite({ name: 'test', root: dist, port: 0, ...opts });
  if (!app) throw new Error('site did not start');
  sites.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Sends raw bytes and resolves with what the server answered and how long until it closed. */
function raw(base: string, data: string): Promise<{ response: string; ms: number }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(data));
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('close', () => resolve({ response, ms: Date.now() - started }));
    socket.on('error', reject);
  });
}

beforeAll(() => {
  dist = fakeBuild();
});
afterAll(async () => {
  await Promise.all(sites.map((s) => s.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('a remote in the composed portal', () => {
  let base: string;
  beforeAll(async () => {
    base = await start({ federation: { corsOrigins: [SHELL] } });
  });

  it('serves the federation manifest and hashed assets, with nosniff', async () => {
    for (const path of ['/mf-manifest.json', '/static/js/ideas.abc123.js', '/static/css/ideas.abc123.css']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('does not serve its standalone mock-sign-in page or the MSW worker', async () => {
    for (const path of ['/', '/index.html', '/mockServiceWorker.js', '/app/ideas', '/mf-stats.json']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('standalone');
    }
  });

  it('allows cross-origin loads from the portal only, never *', async () => {
    const fromShell = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: SHELL } });
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(SHELL);
    const fromElsewhere = await fetch(`${base}/mf-manifest.json`, { headers: { Origin: 'https://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${base}/static/js/ideas.abc123.js`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('a remote run standalone (per-remote E2E)', () => {
  it('serves its own app for client routes, not framable, and no CORS', async () => {
    const base = await start({ spa: true });
    for (const path of ['/', '/app/ideas/1']) {
      const res = await fetch(`${base}${path}`, { headers: { Origin: SHELL } });
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('standalone');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect((await fetch(`${base}/mockServiceWorker.js`)).status).toBe(200);
  });
});

describe('the shell', () => {
  it('forbids framing by CSP and X-Frame-Options on its HTML', async () => {
    const csp = shellCsp(portalConfig());
    expect(csp).toContain("frame-ancestors 'none'");
    const base = await start({ runtimeConfig: () => ({ env: {}, remotes: {} }), headers: { 'Content-Security-Policy': csp } });
    const page = await fetch(`${base}/app/my-page`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    const config = await fetch(`${base}/runtime-config.json`);
    expect(config.headers.get('x-content-type-options')).toBe('nosniff');
    expect(config.headers.get('x-frame-options')).toBeNull();
  });

  it('inlines the runtime configuration into its page at every client route, as inert JSON', async () => {
    const config = { env: { SUPPORT_URL: 'https://x/</script><script>alert(1)</script>' }, remotes: { ideas: 'http://ideas/mf-manifest.json' } };
    const base = await start({ runtimeConfig: () => config });
    for (const path of ['/', '/app', '/app/ideas/7']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const html = await res.text();
      const inlined = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
      expect(inlined, path).not.toBeNull();
      expect(JSON.parse(inlined![1]!)).toEqual(config);
      expect(html).not.toContain('<script>alert(1)');
    }
    expect(await (await fetch(`${base}/runtime-config.json`)).json()).toEqual(config);
  });

  it("hints the manifests of the remotes a page under /app shows, so they load beside the shell's entry", async () => {
    const remotes = { ideas: 'http://ideas/mf-manifest.json', myPage: 'http://my/mf-manifest.json', admin: 'http://admin/mf-manifest.json' };
    const base = await start({ runtimeConfig: () => ({ env: {}, remotes }) });
    const hinted = async (path: string) =>
      [...(await (await fetch(`${base}${path}`)).text()).matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(await hinted('/app/ideas/7?tab=comments')).toEqual([remotes.myPage, remotes.ideas]);
    expect(await hinted('/app')).toEqual([remotes.myPage]);
    // The admin remote only once the user is known to be an administrator; nothing outside /app.
    expect(await hinted('/app/admin/categories')).toEqual([remotes.myPage]);
    expect(await hinted('/login')).toEqual([]);
  });

  it("hints the remote entry and first chunks of a page's remotes, read from their manifests, as Module Federation preloads them", async () => {
    const remoteDir = fakeBuild();
    const manifest = { metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/ideas.abc123.js', path: '' } }, exposes: [{ name: 'routes', assets: { js: { sync: ['static/js/routes.1.js'], async: ['static/js/page.2.js'] }, css: { sync: [], async: [] } } }] };
    writeFileSync(join(remoteDir, 'mf-manifest.json'), JSON.stringify(manifest));
    const remote = await startSite({ name: 'ideas', root: remoteDir, port: 0, federation: { corsOrigins: [SHELL] } });
    sites.push(remote!);
    const ideas = `http://127.0.0.1:${(remote!.server.address() as AddressInfo).port}`;
    const base = await start({ runtimeConfig: () => ({ env: {}, remotes: { ideas: `${ideas}/mf-manifest.json` } }) });
    const html = await (await fetch(`${base}/app/ideas/7`)).text();
    const scripts = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(scripts).toEqual([`${ideas}/static/js/ideas.abc123.js`, `${ideas}/static/js/routes.1.js`]);
    // Not on a page outside the remote's area.
    expect(await (await fetch(`${base}/app/search`)).text()).not.toContain(ideas + '/static');
    rmSync(remoteDir, { recursive: true, force: true });
  });

  it('answers a malformed address with its page (the portal 404), never raw JSON', async () => {
    const base = await start({ runtimeConfig: () => ({ env: {}, remotes: {} }) });
    for (const path of ['/%', '/app/ideas/%E0%A4%A']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toContain('<title>standalone</title>');
    }
  });
});

describe('slow clients', () => {
  let base: string;
  beforeAll(async () => {
    base = await start({ spa: true, timeouts: { headers: 300, request: 600, idle: 5_000, checkInterval: 100 } });
  });

  it('answers 408 and closes when the headers never finish', async () => {
    const { response, ms } = await raw(base, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
  });

  it('answers 408 and closes when a body announces more than it sends', async () => {
    const { response, ms } = await raw(base, 'POST /runtime-config.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3_000);
  });
});
