import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { createIdentityServer, DEFAULT_SERVER_TIMEOUTS } from '../src/index.js';
import { openTestDatabase, startIdentity, type Running } from './helpers.js';

let db: DatabaseHandle;
let op: Running;
let server: Server;
let port: number;

beforeAll(async () => {
  db = await openTestDatabase();
  op = await startIdentity(db);
  server = createIdentityServer(op.identity.handler, { headers: 500, request: 1_000, idle: 3_000, checkInterval: 100 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await op?.close();
  await db?.close();
});

/** Writes `raw` on a fresh socket and collects what comes back until the server closes it. */
function rawRequest(raw: string): Promise<{ response: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (d) => (response += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ response, ms: Date.now() - started }));
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`socket still open after 8 s: ${response.slice(0, 80)}`));
    }, 8_000);
  });
}

describe('identity server timeouts', () => {
  it('cuts off a body that announces 100 bytes and sends 10 (408)', async () => {
    const { response, ms } = await rawRequest(
      'POST /register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=a%40b',
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(3_000);
  });

  it('cuts off incomplete headers (408)', async () => {
    const { response, ms } = await rawRequest('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(3_000);
  });

  it('closes a connection that sends nothing', async () => {
    const { response, ms } = await rawRequest('');
    expect(response === '' || response.startsWith('HTTP/1.1 408 ')).toBe(true);
    expect(ms).toBeLessThan(3_000);
  });

  it('answers a complete request normally', async () => {
    const { response } = await rawRequest('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('{"status":"ok"}');
  });

  it('has limits of seconds by default', () => {
    const s = createIdentityServer(op.identity.handler);
    expect(s.headersTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.headers);
    expect(s.requestTimeout).toBe(DEFAULT_SERVER_TIMEOUTS.request);
    expect(s.timeout).toBe(DEFAULT_SERVER_TIMEOUTS.idle);
    expect(DEFAULT_SERVER_TIMEOUTS.request).toBeLessThanOrEqual(15_000);
  });
});
