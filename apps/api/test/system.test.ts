import type { DatabaseHandle } from '@idea-portal/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/index';
import { apiOn, createSigner, targets, type TestApi } from './support/api';

describe.each(targets)('system endpoints on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await apiOn(target);
  });
  afterAll(() => api?.close());

  it('GET /health checks the database', async () => {
    const res = await api.as(null, '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: target.name });
  });

  it('GET /config answers the remote configuration document without a token', async () => {
    const res = await api.as(null, '/config');
    expect(res.status).toBe(200);
    for (const service of ['users', 'tenants', 'ideas']) {
      expect(res.body[service]).toEqual({ customDomain: 'http://localhost:4000', apiGatewayDomain: 'http://localhost:4000' });
    }
  });

  it('serves the OpenAPI document at /docs', async () => {
    const res = await api.as(null, '/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/ideas', '/ideas/{id}/history', '/users', '/tenants', '/tasks']));
  });

  it('unknown routes are JSON 404s', async () => {
    const res = await api.as(null, '/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('allows the portal origins through CORS and not others', async () => {
    const ok = await api.app.inject({ method: 'OPTIONS', url: '/ideas', headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,x-user-id' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    const bad = await api.app.inject({ method: 'OPTIONS', url: '/ideas', headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' } });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('system endpoints without a database', () => {
  it('GET /health answers 503 when the database fails', async () => {
    const broken = {
      kind: 'postgres',
      db: {} as DatabaseHandle['db'],
      query: async () => {
        throw new Error('connection refused');
      },
      exec: async () => {},
      transaction: async () => {
        throw new Error('connection refused');
      },
      begin: async () => {
        throw new Error('connection refused');
      },
      within: (_scope, fn) => fn(),
      close: async () => {},
    } satisfies DatabaseHandle;
    const { verifier } = await createSigner();
    const app = await buildApi({ db: broken, auth: { verifier }, remoteConfig: { users: 'https://users.example', ideas: 'https://ideas.example' } });
    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    const config = await app.inject({ url: '/config' });
    expect(config.json().ideas.customDomain).toBe('https://ideas.example');
    expect(config.json().tenants.customDomain).toBe('https://users.example');
    await app.close();
  });

  it('modules can be mounted alone', async () => {
    const { verifier } = await createSigner();
    const handle = { kind: 'pglite', db: {} as DatabaseHandle['db'], query: async () => [], exec: async () => {}, transaction: async () => undefined as never, begin: async () => undefined as never, within: (_scope, fn) => fn(), close: async () => {} } satisfies DatabaseHandle;
    const app = await buildApi({ db: handle, auth: { verifier }, modules: ['tenants'], docs: false });
    expect((await app.inject({ url: '/ideas' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/tenants' })).statusCode).toBe(401);
    await app.close();
  });
});
