import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@idea-portal/db';
import { readOutbox, setUserPassword } from '../src/index.js';
import { isLoopbackRequest } from '../src/http.js';
import { Browser, openTestDatabase, startIdentity } from './helpers.js';

let db: DatabaseHandle;

beforeAll(async () => {
  db = await openTestDatabase();
  await setUserPassword(db, { userId: 'usr-viewer', email: 'viewer@example.com' }, 'Demo-Passw0rd');
});

afterAll(async () => {
  await db?.close();
});

/** An IPv4 address of this machine that is not loopback, if it has one. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const requestReset = (issuer: string, email: string) =>
  new Browser(issuer).postForm('/forgot-password', { stage: 'request', email });

describe('default configuration (no SMTP_URL, no IDENTITY_DEV_OUTBOX)', () => {
  it('does not serve /dev/outbox and prints each mail with its code to the terminal', async () => {
    const saved = { smtp: process.env.SMTP_URL, flag: process.env.IDENTITY_DEV_OUTBOX, env: process.env.NODE_ENV };
    delete process.env.SMTP_URL;
    delete process.env.IDENTITY_DEV_OUTBOX;
    process.env.NODE_ENV = 'development';
    const printed: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    // mailer and devOutbox left to createIdentity's defaults, as `npm start` does.
    const op = await startIdentity(db, { mailer: undefined, devOutbox: undefined });
    try {
      expect(op.identity.settings.mail).toBe('console');
      for (const path of ['/dev/outbox', '/dev/outbox?format=json&email=viewer@example.com', '/dev/outbox/']) {
        const res = await fetch(`${op.issuer}${path}`);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('viewer@example.com');
      }

      const { res } = await requestReset(op.issuer, 'viewer@example.com');
      expect(res.status).toBe(200);
      const mail = printed.join('');
      expect(mail).toContain('To: viewer@example.com');
      expect(mail).toContain('Subject: Reset your Idea Portal password');
      expect(mail).toMatch(/\b\d{6}\b/);
      // Nothing is kept where a web request could read it.
      expect(await readOutbox(db, 'viewer@example.com')).toHaveLength(0);
    } finally {
      write.mockRestore();
      await op.close();
      Object.assign(process.env, { NODE_ENV: saved.env });
      if (saved.smtp !== undefined) process.env.SMTP_URL = saved.smtp;
      if (saved.flag !== undefined) process.env.IDENTITY_DEV_OUTBOX = saved.flag;
    }
  });
});

describe('IDENTITY_DEV_OUTBOX=true', () => {
  it('serves the outbox to loopback clients, but not through a proxy', async () => {
    const saved = process.env.IDENTITY_DEV_OUTBOX;
    process.env.IDENTITY_DEV_OUTBOX = 'true';
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const op = await startIdentity(db, { mailer: undefined, devOutbox: undefined });
    try {
      await requestReset(op.issuer, 'admin@example.com');
      const res = await fetch(`${op.issuer}/dev/outbox?format=json&email=admin@example.com`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { messages: Array<{ to: string; text: string }> };
      expect(body.messages[0]?.to).toBe('admin@example.com');
      expect(body.messages[0]?.text).toMatch(/\b\d{6}\b/);

      for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        expect((await fetch(`${op.issuer}/dev/outbox?format=json`, { headers: { [name]: '203.0.113.9' } })).status).toBe(404);
      }
    } finally {
      write.mockRestore();
      await op.close();
      if (saved === undefined) delete process.env.IDENTITY_DEV_OUTBOX;
      else process.env.IDENTITY_DEV_OUTBOX = saved;
    }
  });

  it.skipIf(!externalAddress)('answers 404 to a client that is not on loopback', async () => {
    const op = await startIdentity(db, { devOutbox: true });
    // The same provider, reachable on this machine's network address.
    const server = createServer(op.identity.handler);
    await new Promise<void>((resolve) => server.listen(0, externalAddress, resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const res = await fetch(`http://${externalAddress}:${port}/dev/outbox?format=json`);
      expect(res.status).toBe(404);
      expect((await fetch(`${op.issuer}/dev/outbox?format=json`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await op.close();
    }
  });

  it('counts only loopback peers without forwarding headers as local', () => {
    const req = (remoteAddress: string, headers: Record<string, string> = {}) => ({ headers, socket: { remoteAddress } });
    expect(isLoopbackRequest(req('127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(req('::1'))).toBe(true);
    expect(isLoopbackRequest(req('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackRequest(req('192.0.2.7'))).toBe(false);
    expect(isLoopbackRequest(req('::ffff:10.0.0.1'))).toBe(false);
    expect(isLoopbackRequest(req('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
  });
});
