import type { DatabaseHandle } from '@idea-portal/db';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { buildApi, createJwtVerifier, seedDemoData } from '../../src/index';
import type { BlobStore } from '../../src/storage/blob-store';
import { dbTargets } from './db';
import { localStorage, type StorageTarget } from './storage';

export const ISSUER = 'http://identity.test';
export const AUDIENCE = 'idea-portal-api';

export interface TokenOptions {
  claims?: JWTPayload;
  header?: Record<string, unknown>;
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
  kid?: string;
}

export interface TestApi {
  app: FastifyInstance;
  handle: DatabaseHandle;
  /** The attachment store (a temporary folder or bucket, removed by close()). */
  blobs: BlobStore;
  /** Every key in the attachment store. */
  storedKeys(): Promise<string[]>;
  token(sub: string, options?: TokenOptions): Promise<string>;
  /** GET (or other) as the given subject; parses JSON. */
  as(sub: string | null, url: string, extra?: Omit<InjectOptions, 'url'>): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** Local RS256 key pair; the API verifies with a JWKS built from it. */
export async function createSigner() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const verifier = createJwtVerifier({ issuer: ISSUER, audience: AUDIENCE, keySet: createLocalJWKSet({ keys: [jwk] }) });
  const token = (sub: string, o: TokenOptions = {}) =>
    new SignJWT({ scope: 'openid', ...o.claims })
      .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? 'test-key', typ: 'at+jwt', ...o.header })
      .setIssuer(o.issuer ?? ISSUER)
      .setAudience(o.audience ?? AUDIENCE)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(o.expiresIn ?? '5m')
      .sign(privateKey);
  return { verifier, token, privateKey, jwk };
}

/** What a test may give the API besides its database, auth and storage (e.g. a clock). */
export type TestApiOptions = Pick<Parameters<typeof buildApi>[0], 'clock'>;

export async function startApi(handle: DatabaseHandle, dispose: () => Promise<void>, storage: StorageTarget = localStorage, options: TestApiOptions = {}): Promise<TestApi> {
  await seedDemoData(handle);
  const signer = await createSigner();
  const store = await storage.create();
  const blobs = store.store;
  const app = await buildApi({ db: handle, auth: { verifier: signer.verifier }, logger: false, blobStore: blobs, ...options });
  await app.ready();
  return {
    app,
    handle,
    blobs,
    storedKeys: () => store.keys(),
    token: signer.token,
    async as(sub, url, extra = {}) {
      const headers = { ...(sub ? { authorization: `Bearer ${await signer.token(sub)}` } : {}), ...(extra.headers ?? {}) };
      const res = await app.inject({ method: 'GET', ...extra, url, headers });
      let body: unknown = res.body;
      try {
        body = res.json();
      } catch {
        /* not JSON */
      }
      return { status: res.statusCode, body, headers: res.headers };
    },
    async close() {
      await app.close();
      await dispose();
      await store.dispose();
    },
  };
}

/** One entry per database target: PGlite always, PostgreSQL when reachable. */
export const targets = await dbTargets();

export async function apiOn(target: (typeof targets)[number], storage?: StorageTarget, options?: TestApiOptions): Promise<TestApi> {
  const { handle, dispose } = await target.create();
  return startApi(handle, dispose, storage, options);
}

export const ADMIN = 'usr-admin';
export const EVALUATOR = 'usr-evaluator';
export const CREATOR = 'usr-creator';
export const VIEWER = 'usr-viewer';
export const OTHER_TENANT_USER = 'usr-other';
export const DISABLED_USER = 'usr-horst-krueger';
