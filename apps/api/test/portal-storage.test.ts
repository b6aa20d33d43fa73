import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalConfig } from '../../../tools/server/config';
import { startPortal } from '../../../tools/server/portal';
import { S3RVER_KEY, startS3Server } from './support/storage';

/** Ports of this suite (away from the dev defaults and other suites); override with PORTAL_TEST_PORT. */
const API_PORT = Number(process.env.PORTAL_TEST_PORT ?? 15_040);

describe('npm start (the composed portal) uses the configured attachment storage', () => {
  let server: Awaited<ReturnType<typeof startS3Server>>;
  let portal: Awaited<ReturnType<typeof startPortal>>;
  beforeAll(async () => {
    server = await startS3Server();
    process.env.API_LOG_FILE = '-';
    const config = portalConfig({
      DATA_DIR: 'memory://',
      API_PORT: String(API_PORT),
      IDENTITY_PORT: String(API_PORT + 1),
      BIND_HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      API_RATE_LIMIT: 'off',
      STORAGE: 's3',
      S3_ENDPOINT: server.endpoint,
      S3_BUCKET: server.bucket,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_TIMEOUT_MS: '2000',
    });
    portal = await startPortal(config, { staticSites: false });
  });
  afterAll(async () => {
    await portal?.stop();
    await server?.close();
  });

  it('/health/ready follows the bucket: ready while it answers, 503 naming the storage while it is down', async () => {
    const ready = () => fetch(`http://127.0.0.1:${API_PORT}/health/ready`).then(async (r) => ({ status: r.status, body: await r.json() }));
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', storage: 'ok' } } });
    await server.stop();
    expect(await ready()).toEqual({ status: 503, body: { status: 'unavailable', checks: { database: 'ok', storage: 'failed' } } });
    await server.restart();
    expect((await ready()).status).toBe(200);
  });
});
