import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApi, seedDemoData } from '../src/index';
import { CREATOR, createSigner, EVALUATOR, targets } from './support/api';

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

  it('limits one address across both instances, signed in or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await (i % 2 ? b : a).inject({ url: '/config', remoteAddress: '192.0.2.7' })).statusCode);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
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
});
