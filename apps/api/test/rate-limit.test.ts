import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApi, seedDemoData } from '../src/index';
import { CREATOR, createSigner, EVALUATOR, targets, VIEWER } from './support/api';

describe.each(targets)('rate limits shared through the database on $name', (target) => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let behindProxy: FastifyInstance;
  let token: (sub: string) => Promise<string>;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const created = await target.create();
    dispose = created.dispose;
    await seedDemoData(created.handle);
    const signer = await createSigner();
    token = (sub) => signer.token(sub);
    const rateLimit = { perUser: 5, perAddress: 8, windowSeconds: 60 };
    // Two instances on one database, as two replicas behind a load balancer.
    a = await buildApi({ db: created.handle, auth: { verifier: signer.verifier }, rateLimit });
    b = await buildApi({ db: created.handle, auth: { verifier: signer.verifier }, rateLimit });
    // A third replica behind a trusted balancer on loopback (haproxy with `option forwardfor`).
    behindProxy = await buildApi({ db: created.handle, auth: { verifier: signer.verifier }, rateLimit, trustedProxies: ['loopback'] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await behindProxy?.close();
    await dispose?.();
  });

  it('counts one user across both instances and answers 429 with Retry-After', async () => {
    const headers = { authorization: `Bearer ${await token(CREATOR)}` };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await (i % 2 ? b : a).inject({ url: '/users/me', headers, remoteAddress: `10.0.0.${i}` })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await b.inject({ url: '/users/me', headers, remoteAddress: '10.0.0.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another user is not affected.
    expect((await a.inject({ url: '/users/me', headers: { authorization: `Bearer ${await token(EVALUATOR)}` }, remoteAddress: '10.0.1.1' })).statusCode).toBe(200);
  });

  it('limits one address across both instances when it is not signed in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await (i % 2 ? b : a).inject({ url: '/config', remoteAddress: '192.0.2.7' })).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });

  it('an address over its limit does not lock out the signed-in users behind it (an office NAT), nor the health probes', async () => {
    const office = '192.0.2.50';
    for (let i = 0; i < 9; i++) await a.inject({ url: '/config', remoteAddress: office });
    expect((await b.inject({ url: '/config', remoteAddress: office })).statusCode).toBe(429);
    const headers = { authorization: `Bearer ${await token(EVALUATOR)}` };
    // Signed-in traffic is counted per user only: more requests than the address limit all pass.
    for (let i = 0; i < 3; i++) expect((await a.inject({ url: '/users/me', headers, remoteAddress: office })).statusCode).toBe(200);
    for (const url of ['/health/live', '/health/ready', '/health']) {
      for (let i = 0; i < 10; i++) expect((await b.inject({ url, remoteAddress: office })).statusCode, url).toBe(200);
    }
  });

  it('counts rejected tokens, missing tokens and unknown paths toward the address', async () => {
    const bad = { authorization: 'Bearer not.a-valid.token' };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await a.inject({ url: '/users/me', headers: bad, remoteAddress: '192.0.2.60' })).statusCode);
    for (let i = 0; i < 3; i++) statuses.push((await b.inject({ url: '/users/me', remoteAddress: '192.0.2.60' })).statusCode);
    for (let i = 0; i < 2; i++) statuses.push((await a.inject({ url: '/no-such-path', headers: bad, remoteAddress: '192.0.2.60' })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 404, 404]);
    const over = await b.inject({ url: '/users/me', headers: bad, remoteAddress: '192.0.2.60' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await a.inject({ url: '/no-such-path', remoteAddress: '192.0.2.60' })).statusCode).toBe(429);
    // A valid token from there is still served.
    expect((await a.inject({ url: '/users/me', headers: { authorization: `Bearer ${await token(VIEWER)}` }, remoteAddress: '192.0.2.60' })).statusCode).toBe(200);
  });

  it('answers a browser origin a 429 it can read: CORS headers and an exposed Retry-After', async () => {
    const origin = 'http://localhost:3000';
    let limited;
    for (let i = 0; i < 9; i++) limited = await a.inject({ url: '/config', headers: { origin }, remoteAddress: '192.0.2.99' });
    expect(limited?.statusCode).toBe(429);
    expect(limited?.headers['access-control-allow-origin']).toBe(origin);
    expect(String(limited?.headers['access-control-expose-headers'])).toContain('retry-after');
    expect(limited?.json().code).toBe('RATE_LIMITED');
  });

  it('behind a trusted proxy counts the forwarded client address, not the balancer', async () => {
    const from = (client: string) => behindProxy.inject({ url: '/config', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    const first: number[] = [];
    for (let i = 0; i < 9; i++) first.push((await from('198.51.100.1')).statusCode);
    expect(first.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(first[8]).toBe(429);
    // Another client through the same balancer still gets through.
    expect((await from('198.51.100.2')).statusCode).toBe(200);
  });

  it('behind a trusted proxy a client cannot choose its address: rotating X-Forwarded-For does not escape the limit, naming another address does not lock it out', async () => {
    // haproxy (`option forwardfor`) appends the address it saw to whatever the client sent.
    const via = (sent: string, client: string) =>
      behindProxy.inject({ url: '/config', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${sent}, ${client}` } });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await via(`10.9.9.${i}`, '203.0.113.5')).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
    // The flood named 10.9.9.0 … 10.9.9.8 (and 10.9.9.9 below): those clients are not limited.
    expect((await behindProxy.inject({ url: '/config', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.9.9.3' } })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await via('10.9.9.9', '203.0.113.6');
    expect((await behindProxy.inject({ url: '/config', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '10.9.9.9' } })).statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a trusted proxy: a client talking to the instance directly is counted by its own address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await behindProxy.inject({ url: '/config', remoteAddress: '192.0.2.80', headers: { 'x-forwarded-for': `198.51.100.${100 + i}` } })).statusCode);
    }
    expect(statuses[8]).toBe(429);
  });
});
