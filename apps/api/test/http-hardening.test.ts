import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/index';
import { ADMIN, createSigner, CREATOR, targets } from './support/api';

const [pglite] = targets;

/** Sends `head` (and optional partial body) on a raw socket; resolves with what came back and how long until the server closed. */
function rawRequest(port: number, text: string, giveUpMs = 8_000): Promise<{ response: string; ms: number; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let response = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (response += chunk));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ response, ms: Date.now() - started, closedByServer: false });
    }, giveUpMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ response, ms: Date.now() - started, closedByServer: true });
    });
    socket.on('error', () => {});
  });
}

describe('HTTP hardening of the API server', () => {
  let port: number;
  let token: string;
  const lines: Record<string, unknown>[] = [];
  const rawLines: string[] = [];
  let close: () => Promise<void>;
  let signer: Awaited<ReturnType<typeof createSigner>>;

  beforeAll(async () => {
    const { handle, dispose } = await pglite!.create();
    const { seedDemoData } = await import('../src/index');
    await seedDemoData(handle);
    signer = await createSigner();
    token = await signer.token(CREATOR);
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          rawLines.push(line);
          lines.push(JSON.parse(line));
        }
        done();
      },
    });
    const app = await buildApi({
      db: handle,
      auth: { verifier: signer.verifier },
      logger: { level: 'info', stream },
      timeouts: { headers: 1_000, request: 2_000, idle: 2_000, checkInterval: 200 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
    close = async () => {
      await app.close();
      await dispose();
    };
  });
  afterAll(() => close?.());

  it('cuts off a body that announces 100 bytes and sends 10 within a few seconds', async () => {
    const res = await rawRequest(
      port,
      `POST /ideas HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"title":"`,
    );
    expect(res.closedByServer).toBe(true);
    expect(res.ms).toBeLessThan(5_000);
    if (res.response) expect(res.response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a multipart upload that announces 2 GiB', async () => {
    const res = await rawRequest(
      port,
      `POST /ideas/idea-001/attachments HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: ${2 * 1024 ** 3}\r\n\r\n--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello`,
    );
    expect(res.closedByServer).toBe(true);
    expect(res.ms).toBeLessThan(5_000);
  });

  it('answers 408 to headers that never finish', async () => {
    const res = await rawRequest(port, 'GET /ideas HTTP/1.1\r\nHost: x\r\n');
    expect(res.closedByServer).toBe(true);
    expect(res.ms).toBeLessThan(5_000);
    expect(res.response).toMatch(/^HTTP\/1\.1 408/);
  });

  it('sends X-Content-Type-Options: nosniff on every response, and a CSP on the Swagger page', async () => {
    const base = `http://127.0.0.1:${port}`;
    for (const path of ['/health', '/ideas', '/does-not-exist', '/docs/json']) {
      expect((await fetch(base + path)).headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    const ok = await fetch(`${base}/ideas?limit=1`, { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    const docs = await fetch(`${base}/docs/`, { redirect: 'follow' });
    expect(docs.status).toBe(200);
    const csp = docs.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('logs every request at info with id, method, route, status, duration and client address, without tokens or URLs', async () => {
    lines.length = 0;
    const adminToken = await signer.token(ADMIN);
    await fetch(`http://127.0.0.1:${port}/ideas/idea-001?secret=person@example.com`, { headers: { authorization: `Bearer ${adminToken}` } });
    await fetch(`http://127.0.0.1:${port}/health`);
    await new Promise((r) => setTimeout(r, 50));
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', route: '/ideas/:id', status: 200, userId: ADMIN, reqId: expect.any(String), durationMs: expect.any(Number), ip: '127.0.0.1' }),
      expect.objectContaining({ level: 30, method: 'GET', route: '/health', status: 200, ip: '127.0.0.1' }),
    ]);
    // Each line names the request id once (a duplicate key is invalid for many log shippers).
    for (const raw of rawLines.filter((l) => l.includes('"msg":"request"'))) expect(raw.match(/"reqId"/g)).toHaveLength(1);
    const all = JSON.stringify(lines);
    expect(all).not.toContain(adminToken);
    expect(all).not.toContain('person@example.com');
  });

  it('logs a 5xx with its error', async () => {
    const { handle, dispose } = await pglite!.create();
    const errors: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) errors.push(JSON.parse(line));
        done();
      },
    });
    const broken = { verify: async () => Promise.reject(new Error('verifier exploded')) };
    const app = await buildApi({ db: handle, auth: { verifier: broken as never }, logger: { level: 'info', stream } });
    const res = await app.inject({ url: '/ideas', headers: { authorization: `Bearer ${token}` } });
    await app.close();
    await dispose();
    expect(res.statusCode).toBe(500);
    expect(errors).toContainEqual(expect.objectContaining({ level: 50, err: expect.objectContaining({ message: 'verifier exploded' }) }));
    expect(errors).toContainEqual(expect.objectContaining({ level: 30, msg: 'request', status: 500, route: '/ideas' }));
  });
});
